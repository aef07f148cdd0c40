/** The Network Information API (Chromium): absent in other browsers, which then preload as usual. */
export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

/** Links preload on intent, except on 2g (and slower) or when the visitor asked to save data. */
export function preloadsOnIntent(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g'
}
