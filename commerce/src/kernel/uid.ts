/** Magento's Uid: the entity id as a string, base64-encoded ("2" → "Mg=="). */
export function encodeUid(id: number | string): string {
  return btoa(String(id))
}

/** Decodes a uid; null when it is not base64 of a positive integer. */
export function decodeUid(uid: string): number | null {
  try {
    const text = atob(uid)
    return /^\d+$/.test(text) ? Number(text) : null
  } catch {
    return null
  }
}

/** Magento's uid of a configurable product's option: base64("configurable/<product id>/<attribute id>"). */
export const configurableOptionUid = (productId: number, attributeId: number) =>
  btoa(`configurable/${productId}/${attributeId}`)

/** Magento's uid of a configurable option's value: base64("configurable/<attribute id>/<option id>"). */
export const configurableValueUid = (attributeId: number, optionId: number) =>
  btoa(`configurable/${attributeId}/${optionId}`)
