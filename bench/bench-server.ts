import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import type { Database } from '../apps/server/src/db/index.ts'

/**
 * The product's server on a free port over a bench's database, with no background work (the daily
 * guest data retention would anonymise old stays while the clock runs), and its owner signed in:
 * signed up on a fresh database, signed in again when the generated data is reused.
 */
export async function startBenchServer(database: Database, owner: { email: string; reuse: boolean }) {
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    INNKEEP_SEED_DEMO: 'false',
    JOBS_POLL_MS: '3600000',
    JOBS_SCHEDULE_MS: '3600000',
  })
  const app = await buildApp({ config, database, logger: false })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const signIn = await app.inject({
    method: 'POST',
    url: owner.reuse ? '/auth/sign-in' : '/auth/sign-up',
    payload: { email: owner.email, password: 'bench-password-1' },
  })
  if (signIn.json().errorType) throw new Error(`bench sign-in failed: ${signIn.body}`)
  const token = (signIn.json() as { payload: { idToken: string } }).payload.idToken
  const auth = { authorization: `Bearer ${token}`, 'accept-language': 'cs', 'content-type': 'application/json' }
  await app.inject({ method: 'PUT', url: '/api/identity/create', headers: auth, payload: { fullName: 'Bench Owner' } })
  return { app, address, auth }
}
