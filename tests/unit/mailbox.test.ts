import { describe, expect, it } from 'vitest'
import { mailbox } from '../../commerce/src/email/mailbox'
import type { Database } from '../../commerce/src/kernel/database'

describe('the development mailbox', () => {
  it('is not served without DEV_MAILBOX=1 (a deployed shop answers 404)', async () => {
    const db = {} as Database
    const env = { DB: {} as D1Database }
    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
      expect(await mailbox(new Request(`https://commerce${path}`), db, env)).toBeNull()
      expect(await mailbox(new Request(`https://commerce${path}`), db, { ...env, DEV_MAILBOX: '0' })).toBeNull()
    }
  })
})
