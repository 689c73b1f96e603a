import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { seedDemo } from '../apps/server/src/seed/demo.ts'

/**
 * `npm run bench`: requests per second of authenticated calls relative to the bare health check,
 * on the embedded database. Ratios, not absolute numbers: they travel between machines.
 */
const dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-bench-'))
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'silent',
  INNKEEP_DEMO_PASSWORD: 'bench-password-1',
})
const database = await openDatabase(config)
await seedDemo(database.db, { password: 'bench-password-1' })
const app = await buildApp({ config, database, logger: false })
const address = await app.listen({ port: 0, host: '127.0.0.1' })

const signIn = await app.inject({
  method: 'POST',
  url: '/auth/sign-in',
  payload: { email: 'demo@example.com', password: 'bench-password-1' },
})
const token = (signIn.json() as { payload: { idToken: string } }).payload.idToken

async function measure(name: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: `${address}${url}`, connections: 10, duration: 5, headers })
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.non2xx,
  }
}

const auth = { authorization: `Bearer ${token}`, 'accept-language': 'cs' }
const baseline = await measure('healthz (baseline)', '/healthz')
const rows = [
  baseline,
  await measure('GET /api/get-identity', '/api/get-identity', auth),
  await measure('GET /api/demo/user', '/api/demo/user', auth),
  await measure('GET /api/demo/get-company-registration', '/api/demo/get-company-registration', auth),
]
console.table(rows.map((row) => ({ ...row, ratio: (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3) })))

await app.close()
await database.close()
await rm(dataDir, { recursive: true, force: true })
