import type { Db } from './index.ts'

const statements = new WeakMap<Db, Map<string, unknown>>()

/**
 * A query of the hot path (every request's sign-in check, the timeline), built once per database and
 * sent as a named prepared statement: PostgreSQL plans it once per connection instead of on each call,
 * which for these small queries took longer than running them.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db)
  if (!byName) {
    byName = new Map()
    statements.set(db, byName)
  }
  let statement = byName.get(name) as T | undefined
  if (!statement) {
    statement = build(db)
    byName.set(name, statement)
  }
  return statement
}
