/**
 * Not part of `npm run bench`: profiles one authenticated GET against the database the accommodation
 * bench generated (run that once first). Example:
 *   BENCH_PATH='/reception-overview?effectiveDate=2026-06-11' \
 *     node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profile.ts
 */
import autocannon from 'autocannon'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/index.ts'

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/innkeep_bench'
const path = process.env.BENCH_PATH ?? '/list-reservations-by-resource/all/2026-06-01/2026-07-02'

const database = await openDatabase({ databaseUrl, dataDir: '/nonexistent' })
const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', INNKEEP_SEED_DEMO: 'false' })
const app = await buildApp({ config, database, logger: false })
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const signIn = await app.inject({
  method: 'POST',
  url: '/auth/sign-in',
  payload: { email: 'bench@example.com', password: 'bench-password-1' },
})
const token = (signIn.json() as { payload: { idToken: string } }).payload.idToken
const headers = { authorization: `Bearer ${token}`, 'accept-language': 'cs' }
const url = `/api/bench-001${path}`

const first = await app.inject({ url, headers })
console.log(`status ${first.statusCode}, ${first.body.length} bytes`)
const started = performance.now()
for (let i = 0; i < 20; i++) await app.inject({ url, headers })
console.log(`one at a time: ${((performance.now() - started) / 20).toFixed(1)} ms per call`)
const result = await autocannon({ url: `${address}${url}`, headers, connections: 50, duration: 5 })
console.log(`50 connections: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`)
await app.close()
await database.close()
