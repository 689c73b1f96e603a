import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { seedDemo } from '../apps/server/src/seed/demo.ts'
import { LocalFileStorage } from '../apps/server/src/storage/local-file-storage.ts'
import { measure, table } from './measure.ts'

/** Identity calls on the embedded database (the default install) against its own health check. */
const dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-bench-'))
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'silent',
  INNKEEP_DEMO_PASSWORD: 'bench-password-1',
})
const database = await openDatabase(config)
await seedDemo(database.db, {
  password: 'bench-password-1',
  storage: new LocalFileStorage(config.storageDir),
})
const app = await buildApp({ config, database, logger: false })
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const signIn = await app.inject({
  method: 'POST',
  url: '/auth/sign-in',
  payload: { email: 'demo@example.com', password: 'bench-password-1' },
})
const token = (signIn.json() as { payload: { idToken: string } }).payload.idToken
const headers = { authorization: `Bearer ${token}`, 'accept-language': 'cs' }

const baseline = await measure('healthz (baseline)', { url: `${address}/healthz`, connections: 10 })
const rows = [baseline]
for (const url of ['/api/get-identity', '/api/demo/user', '/api/demo/get-company-registration']) {
  rows.push(await measure(`GET ${url}`, { url: `${address}${url}`, headers, connections: 10 }))
}
table(rows, baseline, { suite: 'identity' })

await app.close()
await database.close()
await rm(dataDir, { recursive: true, force: true })
