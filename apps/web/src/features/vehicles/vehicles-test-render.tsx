import {
  type CarListItem,
  type ContactRecord,
  type ContractSummary,
  permissionsOf,
  type Role,
  user as workspaceUser,
} from '@innkeep/contract'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { apiQueryKey } from '../../api/query.ts'
import { i18n } from '../../i18n/i18n.ts'
import { ContractPage } from './contract-page.tsx'
import { ContractsPage } from './contracts-page.tsx'
import { FleetPage } from './fleet-page.tsx'
import { VehiclePage } from './vehicle-page.tsx'

// the editors' autosizing notes listen for web fonts, which jsdom does not have
if (!document.fonts)
  Object.defineProperty(document, 'fonts', { value: { addEventListener: vi.fn(), removeEventListener: vi.fn() } })

export const RENTER: ContactRecord = {
  id: '01a200a8-0000-7000-8000-0000000000c1',
  name: 'Martin Kučera',
  ico: '',
  dic: '',
  address: { street: 'Husova 12', city: 'Liberec', postcode: '460 01', country: 'CZ' },
  email: 'martin.kucera@example.com',
  phone: '+420 731 456 118',
  bankAccount: '',
  iban: '',
  note: '',
  createdAt: '2027-01-01T00:00:00Z',
  version: 0,
}

export function carItem(over: Partial<CarListItem> = {}): CarListItem {
  return {
    id: '01a200a8-0000-7000-8000-0000000000a1',
    name: 'Benimar Tessoro 494',
    vehicleType: 'MOTORHOME',
    fuel: 'DIESEL',
    gearbox: 'MANUAL',
    plate: '2AZ 4817',
    vin: 'ZFA25000002K48173',
    manufactureYear: 2021,
    seats: 4,
    beds: 4,
    pricePerDay: 290000,
    deposit: 2000000,
    currency: 'CZK',
    mileage: 48210,
    note: '',
    active: true,
    version: 0,
    currentContract: null,
    nextContract: null,
    ...over,
  }
}

export function contractSummary(over: Partial<ContractSummary> = {}): ContractSummary {
  return {
    id: '01a200a8-0000-7000-8000-0000000000b1',
    number: '2027-0001',
    state: 'ACTIVE',
    phase: 'CURRENT',
    contactId: RENTER.id,
    contactName: RENTER.name,
    carId: carItem().id,
    carName: carItem().name,
    plate: carItem().plate,
    resourceId: null,
    resourceName: null,
    since: '2027-07-01',
    till: '2027-07-08',
    endedOn: null,
    end: '2027-07-08',
    handedOver: false,
    returned: false,
    price: 2320000,
    deposit: 2000000,
    currency: 'CZK',
    note: '',
    createdAt: '2027-06-01T08:00:00Z',
    version: 0,
    ...over,
  }
}

export function userAs(role: Role) {
  return {
    me: {
      identityId: 'i1',
      fullName: 'Jana Nováková',
      email: 'jana@example.com',
      role,
      since: '2027-01-01T00:00:00Z',
      permissions: permissionsOf(role),
    },
    company: { slug: 'demo', name: 'Penzion U Lípy', kind: 'WORKSPACE', timeZone: 'Europe/Prague' },
    members: [],
    invitations: [],
  }
}

/** The vehicles pages at `path`, with the caller's permissions loaded as the workspace shell would have. */
export function renderVehicles(path: string, role: Role = 'OWNER') {
  const router = createMemoryRouter(
    [
      { path: '/:slugs/vehicles', element: <FleetPage /> },
      { path: '/:slugs/vehicles/new', element: <VehiclePage /> },
      { path: '/:slugs/vehicles/:id', element: <VehiclePage /> },
      { path: '/:slugs/contracts', element: <ContractsPage /> },
      { path: '/:slugs/contracts/new', element: <ContractPage /> },
      { path: '/:slugs/contracts/:id', element: <ContractPage /> },
    ],
    { initialEntries: [path] },
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(apiQueryKey(workspaceUser, { params: { slugs: 'demo' } }), userAs(role))
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <Notifications />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
  return router
}
