// Lingui's Vite plugin compiles a .po catalog when it is imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
