import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/index.ts'
import { seedDemo } from './seed/demo.ts'
import { LocalFileStorage } from './storage/local-file-storage.ts'

const config = loadConfig()
const database = await openDatabase(config)
const app = await buildApp({ config, database })

const demo = config.seedDemo
  ? await seedDemo(database.db, {
      password: config.demoPassword,
      storage: new LocalFileStorage(config.storageDir),
      channelFeedUrl: config.demoChannelFeedUrl,
    })
  : undefined
await app.listen({ port: config.port, host: config.host })

const lines = [
  '',
  `  Innkeep is running at ${config.publicUrl}`,
  `  Database: ${database.driver === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL (DATABASE_URL)'}`,
  `  API docs: ${config.publicUrl}/api/docs`,
]
if (demo) {
  lines.push(
    `  Demo workspace: ${config.publicUrl}/${demo.slug}${demo.created ? ' (created now)' : ''}`,
    `  Demo sign-in: ${demo.email} / ${demo.password}`,
    '  (also recepce@, ucetni@, uklid@, cisnik@example.com with the same password)',
  )
}
process.stdout.write(`${lines.join('\n')}\n\n`)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, 'shutting down')
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
