/**
 * Product attributes of one store view with their labels and options, loaded in one D1 round trip and kept per
 * isolate (Magento's attribute metadata and its EAV cache): the labels of filters, aggregations,
 * custom_attributesV2 and configurable options.
 */
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { columns, type Database } from '../kernel/database'
import { eavAttribute, eavAttributeLabel, eavAttributeOption, eavAttributeOptionValue } from './tables'

export type AttributeOption = { option_id: number; label: string; default_label: string; swatch_value: string | null }

export type ProductAttribute = typeof eavAttribute.$inferSelect & { label: string; options: AttributeOption[] }

export class AttributeIndex {
  readonly byCode = new Map<string, ProductAttribute>()
  readonly byId = new Map<number, ProductAttribute>()
  readonly #options = new Map<number, AttributeOption>()

  constructor(readonly all: ProductAttribute[]) {
    for (const a of all) {
      this.byCode.set(a.attribute_code, a)
      this.byId.set(a.attribute_id, a)
      for (const o of a.options) this.#options.set(o.option_id, o)
    }
  }

  option(optionId: number | null): AttributeOption | undefined {
    return optionId === null ? undefined : this.#options.get(optionId)
  }
}

export async function loadAttributeIndex(db: Database, storeId: number): Promise<AttributeIndex> {
  const a = eavAttribute
  const o = eavAttributeOption
  const [ld, ls] = [alias(eavAttributeLabel, 'ld'), alias(eavAttributeLabel, 'ls')]
  const [vd, vs] = [alias(eavAttributeOptionValue, 'vd'), alias(eavAttributeOptionValue, 'vs')]
  const [attributes, options] = await db.batch([
    db
      .select(
        columns({ ...getTableColumns(a), label: sql<string>`coalesce(${ls.value}, ${ld.value}, ${a.attribute_code})` }),
      )
      .from(a)
      .leftJoin(ld, and(eq(ld.attribute_id, a.attribute_id), eq(ld.store_id, 0)))
      .leftJoin(ls, and(eq(ls.attribute_id, a.attribute_id), eq(ls.store_id, storeId)))
      .orderBy(asc(a.position), asc(a.attribute_id)),
    db
      .select(
        columns({
          option_id: o.option_id,
          attribute_id: o.attribute_id,
          swatch_value: o.swatch_value,
          default_label: vd.value,
          label: sql<string>`coalesce(${vs.value}, ${vd.value})`,
        }),
      )
      .from(o)
      .innerJoin(vd, and(eq(vd.option_id, o.option_id), eq(vd.store_id, 0)))
      .leftJoin(vs, and(eq(vs.option_id, o.option_id), eq(vs.store_id, storeId)))
      .orderBy(asc(o.attribute_id), asc(o.sort_order), asc(o.option_id)),
  ])
  const byAttribute = new Map<number, AttributeOption[]>()
  for (const { attribute_id, ...option } of options) {
    byAttribute.set(attribute_id, [...(byAttribute.get(attribute_id) ?? []), option])
  }
  return new AttributeIndex(attributes.map((a) => ({ ...a, options: byAttribute.get(a.attribute_id) ?? [] })))
}
