/** `npm start` points the configured addresses at the ports it serves on (scripts/shop-process.ts). */
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { localAddressesSql } from '../../../scripts/shop-process'

/** The seed's rows of the two settings, in a database of just the tables the statements read. */
function seededConfig(): DatabaseSync {
  const db = new DatabaseSync(':memory:')
  db.exec(`CREATE TABLE store (store_id INTEGER PRIMARY KEY, code TEXT);
    CREATE TABLE core_config_data (scope TEXT, scope_id INTEGER, path TEXT, value TEXT);
    INSERT INTO store VALUES (1, 'de'), (2, 'en');
    INSERT INTO core_config_data VALUES ('default', 0, 'sales/desk/base_url', 'http://localhost:8789/'),
      ('stores', 1, 'web/secure/base_link_url', 'http://localhost:8787/de/'),
      ('stores', 2, 'web/secure/base_link_url', 'http://localhost:8787/en/');`)
  return db
}

const value = (db: DatabaseSync, path: string, scopeId = 0) =>
  (
    db.prepare('SELECT value FROM core_config_data WHERE path = ? AND scope_id = ?').get(path, scopeId) as {
      value: string
    }
  ).value

describe('the local addresses', () => {
  it("link the sales inbox's mails to the desk's port and the store views to the shop's", () => {
    const db = seededConfig()
    db.exec(localAddressesSql('http://localhost:9000', 'http://localhost:9002'))
    expect(value(db, 'sales/desk/base_url')).toBe('http://localhost:9002/')
    expect(value(db, 'web/secure/base_link_url', 1)).toBe('http://localhost:9000/de/')
    expect(value(db, 'web/secure/base_link_url', 2)).toBe('http://localhost:9000/en/')
  })

  it("leave the desk's address alone where no desk runs", () => {
    const db = seededConfig()
    db.exec(localAddressesSql('http://localhost:9000'))
    expect(value(db, 'sales/desk/base_url')).toBe('http://localhost:8789/')
  })
})
