import type { Database } from '../kernel/database'
import { inList } from '../kernel/lists'
import { adminUser } from './tables'

/** Staff users' names by username ("Anna Berger"), for what they wrote where others read it. */
export async function staffNames(db: Database, usernames: string[]): Promise<Map<string, string>> {
  const users = await db
    .select({ username: adminUser.username, firstname: adminUser.firstname, lastname: adminUser.lastname })
    .from(adminUser)
    .where(inList(adminUser.username, usernames))
  return new Map(users.map((u) => [u.username, `${u.firstname} ${u.lastname}`.trim()]))
}
