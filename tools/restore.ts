import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../apps/server/src/config.ts'
import { restore } from '../apps/server/src/ops/backup.ts'
import { BackupError } from '../apps/server/src/ops/backup-error.ts'

// `npm run restore -- <file> [--force]`: loads a backup into an empty database (DATABASE_URL, else
// the embedded one in DATA_DIR) and file folder, then checks every table and file against the
// backup's manifest. Exit code 1 when something differs, 2 when nothing could be restored.

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
})
const [given] = positionals
if (!given || positionals.length > 1) {
  console.error('Usage: npm run restore -- <backup file> [--force]')
  process.exit(2)
}
const config = loadConfig()
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
try {
  const report = await restore({ ...config, file, force: values.force })
  const { manifest, tables, files } = report
  console.log(`Restored ${manifest.database.kind} backup of ${manifest.createdAt} (Innkeep ${manifest.appVersion})`)
  console.table(
    tables.map((t) => ({
      table: t.table,
      rows: t.rows ?? 'missing',
      'in backup': t.expectedRows ?? 'not in backup',
      check: t.ok ? 'ok' : 'MISMATCH',
    })),
  )
  console.log(`Files: ${files.restored} of ${files.expected} restored to ${config.storageDir}`)
  if (files.problems.length > 0) console.table(files.problems)
  console.log(
    report.ok ? 'Every table and file matches the backup.' : 'The restored data DIFFERS from the backup (see above).',
  )
  process.exitCode = report.ok ? 0 : 1
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  console.error(error.message)
  process.exitCode = 2
}
