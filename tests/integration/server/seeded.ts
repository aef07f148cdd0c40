import { env } from 'cloudflare:workers'

const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB

export type Row = { sku: string; qty: number; pieces_per_pallet: number; weight: number }

/** The first seeded simple product of the stock list that matches `where` (SQL over e = product, s = stock). */
export async function simple(where: string): Promise<Row> {
  const row = await db
    .prepare(
      `SELECT e.sku, s.qty, e.pieces_per_pallet, e.weight FROM catalog_product_entity e
       JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id
       WHERE e.type_id = 'simple' AND e.visibility = 4 AND ${where} ORDER BY e.entity_id LIMIT 1`,
    )
    .first<Row>()
  if (!row) throw new Error(`no seeded product where ${where}`)
  return row
}

/** Changes an item's pallet size (null: sold loose), e.g. for a file's tests; put it back after them. */
export async function setPiecesPerPallet(sku: string, pieces: number | null): Promise<void> {
  await db.prepare('UPDATE catalog_product_entity SET pieces_per_pallet = ? WHERE sku = ?').bind(pieces, sku).run()
}
