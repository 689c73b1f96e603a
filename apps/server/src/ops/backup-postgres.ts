import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import type { ArchiveWriter } from './backup-archive.ts'
import { BackupError } from './backup-error.ts'
import type { DatabaseDump, DatabaseTarget } from './backup-manifest.ts'
import { checksumsInTransaction, type RunQuery, readDatabaseFacts } from './table-checksums.ts'

const MEMBER = 'database/postgres.dump'
const USER_SCHEMAS = `nspname <> 'information_schema' and nspname !~ '^pg_'`

/**
 * pg_dump runs on the snapshot our own transaction exported, so the checksums in the manifest
 * describe exactly the rows in the dump while the servers go on writing.
 */
export async function dumpPostgres(databaseUrl: string, archive: ArchiveWriter): Promise<DatabaseDump> {
  return inTransaction(databaseUrl, async (run) => {
    const [exported] = await run('select pg_export_snapshot() as snapshot')
    const tables = await checksumsInTransaction(run)
    const facts = await readDatabaseFacts(run)
    let written: { size: number; sha256: string } | undefined
    await runPgTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${String(exported?.snapshot)}`],
      databaseUrl,
      async (child) => {
        written = await archive.add(MEMBER, child.stdout)
      },
    )
    if (!written) throw new Error('pg_dump wrote nothing')
    return { kind: 'postgres', ...facts, tables, member: { name: MEMBER, ...written } }
  })
}

export function postgresTarget(databaseUrl: string): DatabaseTarget {
  const url = new URL(databaseUrl)
  return {
    kind: 'postgres',
    description: `the PostgreSQL database ${url.pathname.slice(1)} on ${url.host || 'localhost'}`,
    inUse: async () => undefined,
    contents: () =>
      inTransaction(databaseUrl, async (run) => {
        const [found] = await run(
          `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.${USER_SCHEMAS}`,
        )
        const count = Number(found?.count)
        return count > 0 ? `${count} tables, views or sequences` : undefined
      }),
    wipe: () =>
      inTransaction(databaseUrl, async (run) => {
        const schemas = await run(`select nspname from pg_namespace where ${USER_SCHEMAS}`)
        for (const { nspname } of schemas) await run(`drop schema "${String(nspname).replaceAll('"', '""')}" cascade`)
        await run('create schema public')
      }).catch((error: Error) => {
        throw new BackupError(
          `Could not empty the database (${error.message}); drop and create it again (dropdb, createdb) and restore without --force.`,
        )
      }),
    load: async (dump: Readable) => {
      // one transaction: a restore that fails half-way leaves the database empty, not half full.
      // The dump's only comment is btree_gist's own, which only the extension's owner may set: an
      // app role restoring into a database where the DBA installed the extension could not.
      const args = ['--no-owner', '--no-privileges', '--no-comments', '--single-transaction', '--exit-on-error']
      await runPgTool('pg_restore', args, databaseUrl, (child) => pipeline(dump, child.stdin))
      return inTransaction(databaseUrl, checksumsInTransaction)
    },
  }
}

/** `work` in one repeatable-read transaction on its own connection. */
export async function inTransaction<T>(databaseUrl: string, work: (run: RunQuery) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('begin isolation level repeatable read')
    const result = await work(async (text) => (await client.query(text)).rows)
    await client.query('commit')
    return result
  } finally {
    await client.end()
  }
}

/** Runs pg_dump or pg_restore on the database; the password goes by environment, not command line. */
async function runPgTool(
  command: string,
  args: string[],
  databaseUrl: string,
  io: (child: ChildProcessWithoutNullStreams) => Promise<unknown>,
): Promise<void> {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env
  const child = spawn(command, [...args, '--dbname', url.toString()], { env })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve(code ?? 1))
  })
  const [done, exit] = await Promise.allSettled([io(child), exited])
  if (exit.status === 'rejected') {
    if ((exit.reason as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(
        `${command} was not found: install PostgreSQL's client programs (the server's version or newer).`,
      )
    }
    throw exit.reason
  }
  if (exit.value !== 0) throw new BackupError(`${command} failed: ${stderr.trim() || `exit code ${exit.value}`}`)
  if (done.status === 'rejected') throw done.reason
}
