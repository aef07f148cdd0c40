/** Magento's masked cart id: 32 random characters from [A-Za-z0-9] (crypto-random, unbiased). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export const MASKED_ID_LENGTH = 32

export function newMaskedId(): string {
  let id = ''
  while (id.length < MASKED_ID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(48))) {
      // 248 = 4 × 62: bytes above would favour the first characters.
      if (byte < 248 && id.length < MASKED_ID_LENGTH) id += ALPHABET[byte % 62]
    }
  }
  return id
}
