import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../apps/server/src/config.ts'
import { backup } from '../apps/server/src/ops/backup.ts'
import { BackupError } from '../apps/server/src/ops/backup-error.ts'

// `npm run backup -- [--out <file>]`: the database and the attachment files in one tar file, by
// default DATA_DIR/backups/innkeep-<UTC timestamp>.tar. Exit code 2 when it cannot be made.

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const config = loadConfig()
// relative to where the command was typed (npm runs scripts from the repository root)
const out = values.out ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : undefined
try {
  const { file, manifest } = await backup({ ...config, out })
  const { database, tables, files } = manifest
  const rows = tables.reduce((sum, table) => sum + table.rows, 0)
  const bytes = files.reduce((sum, stored) => sum + stored.size, 0)
  console.log(`Backup written to ${file}`)
  console.log(`  database: ${database.kind} ${database.serverVersion}, ${tables.length} tables, ${rows} rows`)
  console.log(`  files:    ${files.length} from ${config.storageDir} (${(bytes / 1024 / 1024).toFixed(1)} MiB)`)
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  console.error(error.message)
  process.exitCode = 2
}
