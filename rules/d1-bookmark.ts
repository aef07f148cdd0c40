/**
 * A D1 session's bookmark as it travels between the storefront and commerce (header `x-d1-bookmark`, the visitor's
 * cookie): hexadecimal groups joined by dashes, of bounded length. Anything else is ignored on both sides.
 */
const BOOKMARK_FORMAT = /^[0-9a-f]+(-[0-9a-f]+)*$/i
const MAX_BOOKMARK_LENGTH = 128

export const isD1Bookmark = (value: string | null | undefined): value is string =>
  !!value && value.length <= MAX_BOOKMARK_LENGTH && BOOKMARK_FORMAT.test(value)
