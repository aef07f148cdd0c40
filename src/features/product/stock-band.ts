/**
 * What the shop tells of a stock quantity when the store shows bands (`stock_quantity_bands`, e.g. 10, 50, 100,
 * 500): the highest bound it exceeds ("> 100" for 254); null below the lowest, where the exact figure is shown.
 */
export function stockBand(quantity: number, bands: readonly number[]): number | null {
  return bands.filter((bound) => quantity > bound).at(-1) ?? null
}
