import {
  deleteFakturoidConnection,
  fakturoidSyncExpenses,
  fakturoidSyncInvoices,
  fakturoidSyncState,
  getFakturoidConnection,
  saveFakturoidConnection,
  testFakturoidConnection,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import {
  connectionView,
  deleteConnection,
  type FakturoidDeps,
  saveConnection,
  testConnection,
} from './fakturoid-connection.service.ts'
import { startSync, syncStatePage } from './sync-state.service.ts'

export interface FakturoidRouteDeps extends FakturoidDeps {
  db: Db
  pokeJobs: () => void
}

/** Sync state and sync runs of issued and supplier invoices, and the workspace's Fakturoid connection. */
export function fakturoidRoutes(deps: FakturoidRouteDeps) {
  const { db } = deps
  return [
    route(fakturoidSyncState, async ({ params, query, ...call }) =>
      syncStatePage(staffContext(db, call), params.x, query),
    ),
    route(fakturoidSyncInvoices, async ({ query, ...call }) =>
      startSync({ ...deps, ...staffContext(db, call) }, 'INVOICE', query),
    ),
    route(fakturoidSyncExpenses, async ({ query, ...call }) =>
      startSync({ ...deps, ...staffContext(db, call) }, 'EXPENSE', query),
    ),
    route(getFakturoidConnection, async ({ access }) => connectionView(db, access.workspace.id)),
    route(saveFakturoidConnection, async ({ access, body }) => saveConnection(deps, access, body)),
    route(deleteFakturoidConnection, async ({ access }) => deleteConnection(db, access)),
    route(testFakturoidConnection, async ({ access }) => testConnection(deps, access)),
  ]
}
