import { UbyportClient } from '../../integrations/ubyport/ubyport.client.ts'
import { unseal } from '../../lib/sealed.ts'
import type { UbyportAccountRow } from './police-reports.queries.ts'

export interface UbyportDeps {
  secretsKey: Buffer
  /** Where each endpoint is (config: the police's, or a fake's in tests and the demo). */
  urls: { TEST: string; PRODUCTION: string }
  timeoutMs?: number
}

/** A client of the stored account; throws SealedSecretError when SECRETS_KEY no longer opens the password. */
export function ubyportClientOf(deps: UbyportDeps, account: UbyportAccountRow): UbyportClient {
  return new UbyportClient({
    url: deps.urls[account.endpoint],
    username: account.username,
    password: unseal(deps.secretsKey, account.passwordSealed),
    ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
  })
}
