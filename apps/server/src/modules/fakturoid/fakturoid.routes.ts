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
    route(fakturoidSyncState, async ({ access, params, query, language }) =>
      syncStatePage(db, access, params.x, query, language),
    ),
    route(fakturoidSyncInvoices, async ({ access, query }) => startSync(deps, access, 'INVOICE', query)),
    route(fakturoidSyncExpenses, async ({ access, query }) => startSync(deps, access, 'EXPENSE', query)),
    route(getFakturoidConnection, async ({ access }) => connectionView(db, access.workspace.id)),
    route(saveFakturoidConnection, async ({ access, body }) => saveConnection(deps, access, body)),
    route(deleteFakturoidConnection, async ({ access }) => deleteConnection(db, access)),
    route(testFakturoidConnection, async ({ access }) => testConnection(deps, access)),
  ]
}
