import { appConfig } from '../../../app.config'

const lastReloadKey = 'chunk-reload-at'

/** A new deployment removed the chunk this page wanted: reload, unless we already did in the last interval. */
export function mayReloadAfterChunkFailure(
  lastReloadAt: number | null,
  now: number,
  intervalMs: number = appConfig.chunkReloadIntervalMs,
): boolean {
  return lastReloadAt === null || now - lastReloadAt >= intervalMs || now < lastReloadAt
}

/**
 * Reloads the page after a failed chunk load at most once per interval; the time of the last reload is kept in
 * sessionStorage. Returns whether it reloads.
 */
export function reloadAfterChunkFailure(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  const stored = Number(storage.getItem(lastReloadKey))
  const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null
  if (!mayReloadAfterChunkFailure(lastReloadAt, now)) return false
  storage.setItem(lastReloadKey, String(now))
  reload()
  return true
}

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(error.message)
}
