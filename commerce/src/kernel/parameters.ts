/** The bound parameters of a raw D1 statement: `bind` keeps a value and answers its numbered placeholder. */
export class Parameters {
  readonly values: (string | number | null)[] = []

  bind(value: string | number | null): string {
    this.values.push(value)
    return `?${this.values.length}`
  }
}
