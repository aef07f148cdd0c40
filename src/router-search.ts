/**
 * Search params as plain text (`?page=2&material=1001,1002&strength=10_10`) instead of TanStack Router's JSON
 * values: short, readable URLs. Every route's validateSearch turns the strings into its own types.
 */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  const search: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(searchStr)) search[key] = value
  return search
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const text = params.toString().replace(/%2C/gi, ',')
  return text ? `?${text}` : ''
}
