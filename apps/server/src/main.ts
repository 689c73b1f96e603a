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
  `  Database: ${database.where}`,
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

/**
 * SIGTERM or Ctrl-C: stop taking requests, let those in flight finish, hand running jobs back to the
 * queue, stop the embedded database, exit; past STOP_DEADLINE_MS exit anyway. A second signal exits
 * at once (the embedded database still gets its clean-shutdown signal from the exit hook); a repeat
 * within a second is the same Ctrl-C arriving twice.
 */
const STOP_DEADLINE_MS = 9_000
// Ctrl-C reaches a process both from the terminal and from npm forwarding it: one press, two signals
const SAME_PRESS_MS = 1_000
let stoppingSince: number | undefined
async function shutdown(signal: NodeJS.Signals) {
  if (stoppingSince !== undefined) {
    if (Date.now() - stoppingSince < SAME_PRESS_MS) return
    app.log.warn({ signal }, 'second signal: exiting now')
    process.exit(1)
  }
  stoppingSince = Date.now()
  app.log.info({ signal }, 'shutting down')
  setTimeout(() => {
    app.log.error(`not stopped within ${STOP_DEADLINE_MS / 1000} s: exiting anyway`)
    process.exit(1)
  }, STOP_DEADLINE_MS).unref()
  try {
    await app.close()
    await database.close()
    process.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'shutting down failed')
    process.exit(1)
  }
}
process.on('SIGTERM', (signal) => void shutdown(signal))
process.on('SIGINT', (signal) => void shutdown(signal))
