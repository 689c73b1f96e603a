import type { Role } from '@innkeep/contract'
import { renderRoutes } from '../../test/render.tsx'
import { ContractPage } from './contract-page.tsx'
import { ContractsPage } from './contracts-page.tsx'
import { FleetPage } from './fleet-page.tsx'
import { VehiclePage } from './vehicle-page.tsx'

/** The vehicles pages at `path`, with the caller's permissions loaded as the workspace shell would have (tests only). */
export function renderVehicles(path: string, role: Role = 'OWNER') {
  return renderRoutes(
    [
      { path: '/:slugs/vehicles', element: <FleetPage /> },
      { path: '/:slugs/vehicles/new', element: <VehiclePage /> },
      { path: '/:slugs/vehicles/:id', element: <VehiclePage /> },
      { path: '/:slugs/contracts', element: <ContractsPage /> },
      { path: '/:slugs/contracts/new', element: <ContractPage /> },
      { path: '/:slugs/contracts/:id', element: <ContractPage /> },
    ],
    path,
    { role },
  )
}
