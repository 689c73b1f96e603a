import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { type Database, fromPool, openDatabase } from '../../src/db/index.ts'
import { backup, type Instance, restore } from '../../src/ops/backup.ts'
import { listArchive } from '../../src/ops/backup-archive.ts'
import type { Manifest } from '../../src/ops/backup-manifest.ts'
import { type TableChecksum, tableChecksums } from '../../src/ops/table-checksums.ts'
import { testConfig } from './test-app.ts'
import { createDatabase } from './test-db.ts'
import { buildTenant } from './world.ts'

/**
 * Backs up a workspace made through the API, restores it into an empty database and file folder (a
 * fresh embedded data folder, or a second PostgreSQL database) and compares what came back.
 */
export function backupSuite(kind: 'embedded' | 'postgres') {
  const onPostgres = kind === 'postgres'
  let scratch: string
  const databases: (() => Promise<void>)[] = []

  let source: Instance
  let archive: string
  let manifest: Manifest
  let before: TableChecksum[]
  let filesBefore: Record<string, string>

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'innkeep-backup-'))
    source = await newInstance({ withSchema: true })
    const database = await openSource(source)
    const config = testConfig({ dataDir: source.dataDir, storageDir: source.storageDir })
    const app = await buildApp({ config, database, logger: false })
    await buildTenant(app, 'Z')
    await app.close()
    before = await tableChecksums(database.db)
    await database.close()
    filesBefore = await fileHashes(source.storageDir)
    ;({ file: archive, manifest } = await backup({ ...source, out: path.join(scratch, 'backup.tar') }))
  })

  afterAll(async () => {
    for (const drop of databases) await drop()
    await rm(scratch, { recursive: true, force: true })
  })

  describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'the embedded PostgreSQL'})`, () => {
    it('brings back every table and every attachment file as they were', async () => {
      const target = await newInstance()

      const report = await restore({ ...target, file: archive })

      expect(manifest.tables).toEqual(before)
      expect(report.ok).toBe(true)
      expect(report.tables.map(({ table, rows, checksum }) => ({ table, rows, checksum }))).toEqual(before)
      expect(before.find((t) => t.table === 'public.attachments')?.rows).toBeGreaterThanOrEqual(2)
      expect(Object.keys(filesBefore).length).toBeGreaterThanOrEqual(3)
      expect(await fileHashes(target.storageDir)).toEqual(filesBefore)
    })

    it.skipIf(onPostgres)('refuses to copy an embedded database that a server has open', async () => {
      const running = await newInstance()
      await mkdir(path.join(running.dataDir, 'pg'))
      await mkdir(path.join(running.dataDir, 'pg-run'))
      await writeFile(path.join(running.dataDir, 'pg', 'PG_VERSION'), '18')
      // this test's own process stands for a running server that owns the folder
      await writeFile(path.join(running.dataDir, 'pg-run', 'owner.pid'), String(process.ppid))

      await expect(backup({ ...running, out: path.join(running.dataDir, 'b.tar') })).rejects.toThrow(
        /stop the server first/,
      )
      expect((await readdir(running.dataDir)).sort()).toEqual(['files', 'pg', 'pg-run'])
    })

    it('refuses a database that is not empty', async () => {
      await expect(restore({ ...source, storageDir: path.join(scratch, 'unused'), file: archive })).rejects.toThrow(
        /is not empty .* --force/,
      )
    })

    it('refuses a file folder that is not empty', async () => {
      const target = await newInstance()
      await writeFile(path.join(target.storageDir, 'left-over'), 'x')

      await expect(restore({ ...target, file: archive })).rejects.toThrow(/file folder .* is not empty/)
    })

    it('replaces what a target holds when forced', async () => {
      const target = await newInstance({ withSchema: true })
      await writeFile(path.join(target.storageDir, 'left-over'), 'x')

      const report = await restore({ ...target, file: archive, force: true })

      expect(report.ok).toBe(true)
      expect(await fileHashes(target.storageDir)).toEqual(filesBefore)
    })

    it('reports a table whose checksum differs from the manifest', async () => {
      const tampered = await tamper('manifest', (manifest) => {
        const text = manifest.toString('utf8')
        const entry = before.find((t) => t.table === 'public.reservations')
        if (!entry) throw new Error('no reservations table')
        const changed = `${entry.checksum.slice(0, -1)}${entry.checksum.endsWith('0') ? '1' : '0'}`
        return Buffer.from(text.replace(entry.checksum, changed), 'utf8')
      })
      const target = await newInstance()

      const report = await restore({ ...target, file: tampered })

      expect(report.ok).toBe(false)
      expect(report.tables.filter((t) => !t.ok).map((t) => t.table)).toEqual(['public.reservations'])
    })

    it('reports an attachment file whose bytes changed', async () => {
      const [changedFile] = Object.keys(filesBefore)
      const tampered = await tamper(`files/${changedFile}`, (content) => {
        content[content.length - 1] = (content.at(-1) ?? 0) ^ 0xff
        return content
      })
      const target = await newInstance()

      const report = await restore({ ...target, file: tampered })

      expect(report.ok).toBe(false)
      expect(report.files.problems).toEqual([{ path: changedFile, problem: 'changed' }])
      expect(report.tables.every((t) => t.ok)).toBe(true)
    })

    it('refuses a damaged database dump before touching the target', async () => {
      const tampered = await tamper('database/', (dump) => {
        dump[Math.floor(dump.length / 2)] = (dump[Math.floor(dump.length / 2)] ?? 0) ^ 0xff
        return dump
      })
      const target = await newInstance()

      await expect(restore({ ...target, file: tampered })).rejects.toThrow(/dump .* damaged/)
      expect(await readdir(target.storageDir)).toEqual([])
    })
  })

  /** A data folder, a file folder and (on PostgreSQL) a database of its own: empty, or with the tables. */
  async function newInstance(options: { withSchema?: boolean } = {}): Promise<Instance> {
    const dataDir = await mkdtemp(path.join(scratch, 'instance-'))
    const storageDir = path.join(dataDir, 'files')
    await mkdir(storageDir)
    if (!onPostgres) {
      if (options.withSchema) await (await openDatabase({ dataDir })).close()
      return { dataDir, storageDir }
    }
    const created = await createDatabase('bk', { template: options.withSchema ?? false })
    databases.push(created.drop)
    return { dataDir, storageDir, databaseUrl: created.url }
  }

  /** The instance's database, migrated and open. */
  async function openSource(instance: Instance): Promise<Database> {
    if (instance.databaseUrl) return fromPool(new pg.Pool({ connectionString: instance.databaseUrl, max: 4 }))
    return openDatabase({ dataDir: instance.dataDir })
  }

  /** A copy of the backup with one member's bytes changed in place (same length). */
  async function tamper(memberPrefix: string, change: (content: Buffer) => Buffer): Promise<string> {
    const bytes = await readFile(archive)
    const member = (await listArchive(archive)).find((m) => m.name.startsWith(memberPrefix))
    if (!member) throw new Error(`no member ${memberPrefix}`)
    const changed = change(Buffer.from(bytes.subarray(member.offset, member.offset + member.size)))
    changed.copy(bytes, member.offset)
    const file = path.join(scratch, `tampered-${randomBytes(4).toString('hex')}.tar`)
    await writeFile(file, bytes)
    return file
  }

  async function fileHashes(root: string): Promise<Record<string, string>> {
    const entries = await readdir(root, { recursive: true, withFileTypes: true })
    const hashes: Record<string, string> = {}
    for (const entry of entries.filter((e) => e.isFile())) {
      const full = path.join(entry.parentPath, entry.name)
      hashes[path.relative(root, full)] = createHash('sha256')
        .update(await readFile(full))
        .digest('hex')
    }
    return hashes
  }
}
