import { describe, expect, it, vi } from 'vitest'
import { appConfig } from '../../app.config'
import {
  isChunkLoadError,
  mayReloadAfterChunkFailure,
  reloadAfterChunkFailure,
} from '../../src/features/errors/chunk-reload'

const interval = appConfig.chunkReloadIntervalMs

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('reload after a failed chunk load', () => {
  it(`reloads at most once per ${interval} ms`, () => {
    expect(mayReloadAfterChunkFailure(null, 1_000)).toBe(true)
    expect(mayReloadAfterChunkFailure(1_000, 1_000 + interval - 1)).toBe(false)
    expect(mayReloadAfterChunkFailure(1_000, 1_000 + interval)).toBe(true)
  })

  it('remembers the last reload in storage', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    expect(reloadAfterChunkFailure(storage, reload, 5_000)).toBe(true)
    expect(reloadAfterChunkFailure(storage, reload, 5_000 + interval / 2)).toBe(false)
    expect(reloadAfterChunkFailure(storage, reload, 5_000 + interval)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('recognises the browsers’ failed dynamic import errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Something else'))).toBe(false)
  })
})
