/** A table to write as a file: its header, then rows of cells; a column may fix its decimals (prices: 2). */
export type Cell = string | number | null

export interface Table {
  header: readonly string[]
  rows: readonly (readonly Cell[])[]
  /** Decimals per column index: numbers in such a column always show that many. */
  decimals: ReadonlyMap<number, number>
}
