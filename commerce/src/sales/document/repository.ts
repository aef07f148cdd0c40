/**
 * Offers and order confirmations in D1 (all SQL of the documents). A document is written in one batch (a
 * transaction) with its number, its items and charges, the order's new status and the history entry naming it. The
 * document row takes the order only while the order still has the status the send started from, and a version
 * exists once per order and type: a send that lost a race fails its batch, which undoes the number it drew, so two
 * sends at once give one document and numbers stay unique and gapless.
 */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { DocumentType } from '../../../../rules/request-workflow'
import type { Database } from '../../kernel/database'
import { inList } from '../../kernel/lists'
import {
  salesDocument,
  salesDocumentCharge,
  salesDocumentItem,
  salesDocumentSequence,
  salesOrder,
  salesOrderStatusHistory,
} from '../tables'

export type DocumentRecord = typeof salesDocument.$inferSelect
export type DocumentItemRecord = typeof salesDocumentItem.$inferSelect
export type DocumentChargeRecord = typeof salesDocumentCharge.$inferSelect
/** A document version with its lines and other charges. */
export type OrderDocument = DocumentRecord & { items: DocumentItemRecord[]; charges: DocumentChargeRecord[] }

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert']

export type DocumentToSend = {
  document: Omit<Insert<typeof salesDocument>, 'entity_id' | 'increment_id' | 'created_at'> & {
    document_type: DocumentType
  }
  items: Omit<Insert<typeof salesDocumentItem>, 'entity_id' | 'parent_id'>[]
  charges: Omit<Insert<typeof salesDocumentCharge>, 'entity_id' | 'parent_id'>[]
  /** The number of the earlier versions, or where a new number comes from. */
  number: { existing: string } | { prefix: string; year: number }
}

/**
 * The order's status change that sending the document is. The comment may name the document's number as
 * DOCUMENT_NUMBER, which the batch replaces with the number it draws.
 */
export type StatusMove = { from: string; status: string; state: string; comment: string; isCustomerNotified: boolean }

export const DOCUMENT_NUMBER = '{document_number}'

async function withParts(db: Database, documents: DocumentRecord[]): Promise<OrderDocument[]> {
  if (documents.length === 0) return []
  const ids = documents.map((d) => d.entity_id)
  const [items, charges] = await db.batch([
    db
      .select()
      .from(salesDocumentItem)
      .where(inList(salesDocumentItem.parent_id, ids))
      .orderBy(asc(salesDocumentItem.entity_id)),
    db
      .select()
      .from(salesDocumentCharge)
      .where(inList(salesDocumentCharge.parent_id, ids))
      .orderBy(asc(salesDocumentCharge.entity_id)),
  ])
  return documents.map((d) => ({
    ...d,
    items: items.filter((i) => i.parent_id === d.entity_id),
    charges: charges.filter((c) => c.parent_id === d.entity_id),
  }))
}

/** Every version of the orders' documents, newest first. */
export async function loadDocuments(db: Database, orderIds: number[]): Promise<Map<number, OrderDocument[]>> {
  const documents = await db
    .select()
    .from(salesDocument)
    .where(inList(salesDocument.order_id, orderIds))
    .orderBy(desc(salesDocument.entity_id))
  const complete = await withParts(db, documents)
  return new Map(orderIds.map((id) => [id, complete.filter((d) => d.order_id === id)]))
}

export async function findDocument(db: Database, id: number): Promise<OrderDocument | null> {
  const documents = await db.select().from(salesDocument).where(eq(salesDocument.entity_id, id))
  const [found] = await withParts(db, documents)
  return found ?? null
}

/** The order left the status (the document row got no order), or another send wrote this version first. */
const LOST_RACE = [
  'NOT NULL constraint failed: sales_document.order_id',
  'UNIQUE constraint failed: sales_document.order_id, sales_document.document_type, sales_document.version',
]
const lostRace = (error: unknown) => LOST_RACE.some((text) => String((error as Error).cause ?? error).includes(text))

type Query = BatchItem<'sqlite'>

/** The document row of this version, for the statements after its insert. */
const versionOf = ({ order_id, document_type, version }: DocumentToSend['document']) =>
  and(
    eq(salesDocument.order_id, order_id),
    eq(salesDocument.document_type, document_type),
    eq(salesDocument.version, version),
  )

/** The number of the document, and for a new number the statement that draws it from the type's sequence. */
function numbering(db: Database, { number, document }: DocumentToSend): { draw: Query[]; value: string | SQL } {
  if ('existing' in number) return { draw: [], value: number.existing }
  const sequence = salesDocumentSequence
  const ofYear = and(eq(sequence.document_type, document.document_type), eq(sequence.year, number.year))
  return {
    draw: [
      db
        .insert(sequence)
        .values({ document_type: document.document_type, year: number.year, sequence_value: 1 })
        .onConflictDoUpdate({
          target: [sequence.document_type, sequence.year],
          set: { sequence_value: sql`${sequence.sequence_value} + 1` },
        }),
    ],
    value: sql`printf('%s-%d-%05d', ${number.prefix}, ${number.year},
      (SELECT ${sequence.sequence_value} FROM ${sequence} WHERE ${ofYear}))`,
  }
}

/** The order's move to the document's status, with the history entry naming the document. */
function moveOrder(db: Database, document: DocumentToSend['document'], move: StatusMove): Query[] {
  const number = sql`(SELECT ${salesDocument.increment_id} FROM ${salesDocument} WHERE ${versionOf(document)})`
  return [
    db
      .update(salesOrder)
      .set({ status: move.status, state: move.state, updated_at: sql`CURRENT_TIMESTAMP` })
      .where(eq(salesOrder.entity_id, document.order_id)),
    db.insert(salesOrderStatusHistory).values({
      parent_id: document.order_id,
      comment: sql`replace(${move.comment}, ${DOCUMENT_NUMBER}, ${number})`,
      status: move.status,
      is_customer_notified: move.isCustomerNotified ? 1 : 0,
      is_visible_on_front: 0,
      entity_name: document.document_type,
      created_by: document.created_by,
    }),
  ]
}

/**
 * Writes the document and moves the order in one batch; the new document's id, or null when the order's status
 * no longer allows it (another send or an answer came first).
 */
export async function insertDocument(db: Database, send: DocumentToSend, move: StatusMove): Promise<number | null> {
  const { document } = send
  const key = versionOf(document)
  const parent = sql`(SELECT ${salesDocument.entity_id} FROM ${salesDocument} WHERE ${key})`
  // NULL, which the NOT NULL column refuses, when the order has left the status: the whole batch fails.
  const order = sql`(SELECT ${salesOrder.entity_id} FROM ${salesOrder}
    WHERE ${salesOrder.entity_id} = ${document.order_id} AND ${salesOrder.status} = ${move.from})`
  const { draw, value } = numbering(db, send)
  const queries: Query[] = [
    ...draw,
    db.insert(salesDocument).values({ ...document, order_id: order, increment_id: value }),
    ...send.items.map((item) => db.insert(salesDocumentItem).values({ ...item, parent_id: parent })),
    ...send.charges.map((charge) => db.insert(salesDocumentCharge).values({ ...charge, parent_id: parent })),
    ...moveOrder(db, document, move),
    db.select({ id: salesDocument.entity_id }).from(salesDocument).where(key),
  ]
  try {
    const results = await db.batch(queries as [Query, ...Query[]])
    const [written] = results.at(-1) as { id: number }[]
    return written?.id ?? null
  } catch (error) {
    if (lostRace(error)) return null
    throw error
  }
}
