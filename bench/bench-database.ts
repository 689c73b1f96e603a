import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts'

let embedded: Promise<string> | undefined

/**
 * A connected client on the PostgreSQL server the benches use: BENCH_DATABASE_URL's,
 * TEST_DATABASE_URL's or the local 127.0.0.1:5432, else an embedded one in a temporary folder (as
 * `npm start` runs it; stopped when the process exits), so every bench runs on a bare machine too.
 * Its `connectionParameters` name the server: new databases are made beside `postgres`.
 */
export async function benchAdmin(): Promise<{ admin: pg.Client; adminUrl: string }> {
  const configured =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const first = new pg.Client({ connectionString: configured })
  try {
    await first.connect()
    return { admin: first, adminUrl: configured }
  } catch {
    embedded ??= (async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-bench-pg-'))
      console.log(`no PostgreSQL at ${configured}: an embedded one in ${dataDir}`)
      return (await startEmbeddedPostgres({ dataDir, log: () => undefined })).url
    })()
    const adminUrl = await embedded
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    return { admin, adminUrl }
  }
}
