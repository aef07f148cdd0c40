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

/** Magento's uid of a product's custom option (and of an area or field option's value): base64("custom-option/<id>"). */
export const customOptionUid = (optionId: number) => btoa(`custom-option/${optionId}`)

/** Magento's uid of a custom option's value: base64("custom-option/<option id>/<option_type_id>"). */
export const customOptionValueUid = (optionId: number, optionTypeId: number) =>
  btoa(`custom-option/${optionId}/${optionTypeId}`)

/** The option id and, for a value, the option_type_id a custom option uid names; null for another uid. */
export function decodeCustomOptionUid(uid: string): { optionId: number; optionTypeId: number | null } | null {
  try {
    const match = /^custom-option\/(\d+)(?:\/(\d+))?$/.exec(atob(uid))
    return match ? { optionId: Number(match[1]), optionTypeId: match[2] ? Number(match[2]) : null } : null
  } catch {
    return null
  }
}
