import { execFileSync } from 'node:child_process'
import pg from 'pg'
import { describe, inject, it } from 'vitest'
import { backupSuite } from './support/backup-suite.ts'

// A PostgreSQL server of the house's own (DATABASE_URL): pg_dump and pg_restore, which must be at
// least the server's version; the embedded test server is newer than the machine's client tools.
const server = new pg.Client({ connectionString: inject('databaseUrl') })
await server.connect()
const serverMajor = Number((await server.query('show server_version_num')).rows[0]?.server_version_num) / 10_000
await server.end()
const dumpMajor = Number(/(\d+)\.\d+/.exec(safe(() => execFileSync('pg_dump', ['--version']).toString()))?.[1] ?? 0)

if (dumpMajor >= Math.floor(serverMajor)) backupSuite('postgres')
else {
  describe('backup and restore (PostgreSQL)', () => {
    it.skip(`needs pg_dump ${Math.floor(serverMajor)} or newer (found ${dumpMajor || 'none'})`, () => undefined)
  })
}

function safe(read: () => string): string {
  try {
    return read()
  } catch {
    return ''
  }
}
