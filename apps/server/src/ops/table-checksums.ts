import { sql } from 'drizzle-orm'
import { type Db, inSnapshot } from '../db/index.ts'

export interface TableChecksum {
  /** `schema.table`, e.g. `public.reservations` or `drizzle.__drizzle_migrations`. */
  table: string
  rows: number
  /** md5 over the md5 of each row's text, in the order of those hashes. */
  checksum: string
}

/** Runs one SQL statement and returns its rows (a drizzle transaction or a plain pg client). */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>

// a row's text depends on these settings (time zone above all): fix them so both ends print alike
const SETTINGS = [
  `set local timezone = 'UTC'`,
  `set local datestyle = 'ISO, YMD'`,
  `set local intervalstyle = 'postgres'`,
  'set local extra_float_digits = 1',
  `set local bytea_output = 'hex'`,
]

/** Row count and checksum of every table in the database, in one snapshot, ordered by name. */
export function tableChecksums(db: Db): Promise<TableChecksum[]> {
  return inSnapshot(db, (tx) =>
    checksumsInTransaction(async (text) => {
      const result = (await tx.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }
      return result.rows
    }),
  )
}

/** The same, inside a transaction the caller holds open (the snapshot pg_dump shares). */
export async function checksumsInTransaction(run: RunQuery): Promise<TableChecksum[]> {
  for (const setting of SETTINGS) await run(setting)
  const tables = await run(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname <> 'information_schema' and n.nspname !~ '^pg_'
      order by n.nspname collate "C", c.relname collate "C"`,
  )
  const checksums: TableChecksum[] = []
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    // hashing each row first keeps the aggregate small (32 bytes a row) whatever the rows hold
    const [result] = await run(
      `select count(*)::text as rows, md5(coalesce(string_agg(h, '' order by h collate "C"), '')) as checksum
         from (select md5(t::text) as h from ${quoted(schema)}.${quoted(name)} t) hashed`,
    )
    checksums.push({ table: `${schema}.${name}`, rows: Number(result?.rows), checksum: String(result?.checksum) })
  }
  return checksums
}

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`
}

export interface DatabaseFacts {
  /** e.g. `15.20 (Debian 15.20-0+deb12u1)` or the embedded server's `18.4`. */
  serverVersion: string
  /** Migrations applied (rows of drizzle.__drizzle_migrations): which code version the data fits. */
  migrations: number
}

export async function readDatabaseFacts(run: RunQuery): Promise<DatabaseFacts> {
  const [version] = await run('show server_version')
  const [journal] = await run(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)
  const [applied] = journal?.present
    ? await run('select count(*)::text as count from drizzle.__drizzle_migrations')
    : [{ count: '0' }]
  return { serverVersion: String(version?.server_version), migrations: Number(applied?.count) }
}
