import type { UbyportAccount, UbyportAccountInput } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import { UbyportUnauthorizedError, UbyportUnavailableError } from '../../integrations/ubyport/ubyport.client.ts'
import { SealedSecretError, seal } from '../../lib/sealed.ts'
import { queueUbyportReport } from '../reservations/police-marks.ts'
import * as q from './police-reports.queries.ts'
import { type UbyportDeps, ubyportClientOf } from './ubyport-client-of.ts'

export type UbyportAccountDeps = UbyportDeps & { db: Db; pokeJobs: () => void }

/** The account as the app shows it: never the password. */
export async function accountView(db: Db, workspaceId: string): Promise<UbyportAccount> {
  const row = await q.findAccount(db, workspaceId)
  return {
    configured: row !== undefined,
    username: row?.username ?? null,
    endpoint: row?.endpoint ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    checkedAt: row?.checkedAt?.toISOString() ?? null,
  }
}

/** Queues every stay whose reports wait on the account or the facility's data (after either changed). */
export async function requeueWaiting(deps: { db: Db; pokeJobs: () => void }, workspaceId: string) {
  const stays = await q.staysWaiting(deps.db, workspaceId)
  if (stays.length === 0) return
  await deps.db.transaction(async (tx) => {
    for (const reservationId of stays) await queueUbyportReport(tx, workspaceId, reservationId)
  })
  deps.pokeJobs()
}

/**
 * Stores the account, the password sealed (the stored one kept when none is given). Not checked
 * against the police here: "test connection" does that, and a job failing on it says so per guest.
 */
export async function saveAccount(
  deps: UbyportAccountDeps,
  access: WorkspaceAccess,
  input: z.output<typeof UbyportAccountInput>,
): Promise<UbyportAccount> {
  const ws = access.workspace.id
  const existing = await q.findAccount(deps.db, ws)
  const passwordSealed = input.password ? seal(deps.secretsKey, input.password) : existing?.passwordSealed
  if (!passwordSealed) throw validation('password', 'ubyport.passwordRequired')
  await q.upsertAccount(deps.db, ws, { username: input.username, passwordSealed, endpoint: input.endpoint })
  await requeueWaiting(deps, ws)
  return accountView(deps.db, ws)
}

export async function deleteAccount(db: Db, access: WorkspaceAccess): Promise<UbyportAccount> {
  await q.deleteAccount(db, access.workspace.id)
  return accountView(db, access.workspace.id)
}

/** TestDostupnosti (and the list length) with the stored account; a refusal as the owner's VALIDATION. */
export async function testAccount(deps: UbyportDeps & { db: Db }, access: WorkspaceAccess) {
  const ws = access.workspace.id
  const row = await q.findAccount(deps.db, ws)
  if (!row) throw validation(undefined, 'ubyport.notConnected')
  let client: ReturnType<typeof ubyportClientOf>
  try {
    client = ubyportClientOf(deps, row)
  } catch (error) {
    if (error instanceof SealedSecretError) throw validation('password', 'ubyport.credentialsUnreadable')
    throw error
  }
  try {
    const available = await client.testAvailability()
    const maxGuests = await client.maxListLength()
    await q.setChecked(deps.db, ws)
    return { available, maxGuests, account: await accountView(deps.db, ws) }
  } catch (error) {
    if (error instanceof UbyportUnauthorizedError) throw validation('password', 'ubyport.unauthorized')
    if (error instanceof UbyportUnavailableError)
      throw validation(undefined, 'ubyport.unavailable', { detail: error.fault ?? error.message })
    throw error
  } finally {
    client.close()
  }
}
