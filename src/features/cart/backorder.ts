/**
 * A line above the stock is a backorder (Magento's backorders): this many come from stock, the rest is produced or
 * procured. Null while the stock covers the line or the shop does not tell its stock.
 */
export function stockSplitOf(line: {
  quantity: number
  quantityInStock: number | null
}): { fromStock: number; rest: number } | null {
  if (line.quantityInStock == null || line.quantity <= line.quantityInStock) return null
  const fromStock = Math.max(0, line.quantityInStock)
  return { fromStock, rest: line.quantity - fromStock }
}
