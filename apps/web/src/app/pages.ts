import { type ComponentType, lazy } from 'react'

type Loader<K extends string> = () => Promise<Record<K, ComponentType>>

const loaders: Loader<string>[] = []

/** A page module loaded on first visit (or on idle, see preloadPages), so the first bundle stays small. */
function page<K extends string>(load: Loader<K>, name: K) {
  loaders.push(load as Loader<string>)
  return lazy(async () => ({ default: (await load())[name] }))
}

// `/` asks the server who is signed in: the contract's schemas (Zod) come with it, not with the entry
export const RootRedirect = page(() => import('./root-redirect.tsx'), 'RootRedirect')
// the role's permissions come from the workspace's call, with the contract's schemas: loaded with the
// first guarded page rather than with the entry
export const RequirePermission = lazy(async () => ({
  default: (await import('./require-permission.tsx')).RequirePermission,
}))
export const SignInPage = page(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage')
export const SignUpPage = page(() => import('../features/auth/sign-up-page.tsx'), 'SignUpPage')
export const DevicePage = page(() => import('../features/device/device-page.tsx'), 'DevicePage')
export const IdentityPage = page(() => import('../features/identity/identity-page.tsx'), 'IdentityPage')
export const NewWorkspacePage = page(() => import('../features/workspaces/new-workspace-page.tsx'), 'NewWorkspacePage')
export const AcceptInvitationPage = page(
  () => import('../features/invitations/accept-invitation-page.tsx'),
  'AcceptInvitationPage',
)
export const WorkspaceShell = page(() => import('./layouts/workspace-shell.tsx'), 'WorkspaceShell')
export const HomePage = page(() => import('./pages/home-route.tsx'), 'HomeRoute')
export const MembersSettingsPage = page(() => import('./pages/members-settings-page.tsx'), 'MembersSettingsPage')
export const TimelineRoute = page(() => import('./pages/timeline-route.tsx'), 'TimelineRoute')
export const ReceptionRoute = page(() => import('./pages/reception-route.tsx'), 'ReceptionRoute')
export const ReservationDetailPage = page(
  () => import('../features/reservations/reservation-detail-page.tsx'),
  'ReservationDetailPage',
)
export const HousekeepingPage = page(() => import('../features/housekeeping/housekeeping-page.tsx'), 'HousekeepingPage')
export const PricelistPage = page(() => import('../features/pricelist/pricelist-page.tsx'), 'PricelistPage')
export const ResourcesPage = page(() => import('../features/resources/resources-page.tsx'), 'ResourcesPage')
export const OccupancyReportPage = page(
  () => import('../features/reports/occupancy-report-page.tsx'),
  'OccupancyReportPage',
)
export const PolicePage = page(() => import('../features/police/police-page.tsx'), 'PolicePage')
export const AttachmentsPage = page(() => import('../features/attachments/attachments-page.tsx'), 'AttachmentsPage')
export const GalleryPage = page(() => import('../features/gallery/gallery-page.tsx'), 'GalleryPage')
export const CompanySettingsRoute = page(() => import('./pages/company-settings-route.tsx'), 'CompanySettingsRoute')
export const LabelsPage = page(() => import('../features/labels/labels-page.tsx'), 'LabelsPage')
export const FakturoidSettingsPage = page(
  () => import('../features/fakturoid/fakturoid-settings-page.tsx'),
  'FakturoidSettingsPage',
)
export const NotificationsPage = page(
  () => import('../features/notifications/notifications-page.tsx'),
  'NotificationsPage',
)
export const ActivityPage = page(() => import('../features/activity/activity-page.tsx'), 'ActivityPage')
export const ContactsPage = page(() => import('../features/contacts/contacts-page.tsx'), 'ContactsPage')
export const InvoicesPage = page(() => import('../features/invoices/invoices-page.tsx'), 'InvoicesPage')
export const InvoicePage = page(() => import('../features/invoices/invoice-page.tsx'), 'InvoicePage')
export const VatSummaryPage = page(() => import('../features/invoices/vat-summary-page.tsx'), 'VatSummaryPage')
export const ExpensesPage = page(() => import('../features/expenses/expenses-page.tsx'), 'ExpensesPage')
export const ExpensePage = page(() => import('../features/expenses/expense-page.tsx'), 'ExpensePage')
export const BankAccountsPage = page(() => import('../features/bank/bank-accounts-page.tsx'), 'BankAccountsPage')
export const BankItemsPage = page(() => import('../features/bank/bank-items-page.tsx'), 'BankItemsPage')
export const RestaurantMenuPage = page(() => import('../features/restaurant-admin/menu-page.tsx'), 'RestaurantMenuPage')
export const RestaurantTablesPage = page(
  () => import('../features/restaurant-admin/tables-page.tsx'),
  'RestaurantTablesPage',
)
export const RestaurantSummaryPage = page(
  () => import('../features/restaurant-admin/summary-page.tsx'),
  'RestaurantSummaryPage',
)
export const FleetPage = page(() => import('../features/vehicles/fleet-page.tsx'), 'FleetPage')
export const VehiclePage = page(() => import('../features/vehicles/vehicle-page.tsx'), 'VehiclePage')
export const ContractsPage = page(() => import('../features/vehicles/contracts-page.tsx'), 'ContractsPage')
export const ContractPage = page(() => import('../features/vehicles/contract-page.tsx'), 'ContractPage')
export const WaiterApp = page(() => import('../features/waiter/waiter-app.tsx'), 'WaiterApp')
export const NotFoundPage = page(() => import('./not-found-page.tsx'), 'NotFoundPage')

let preloaded = false

/** Once the app is idle, fetch the other pages too, so moving between them never waits. */
export function preloadPages(): void {
  if (preloaded) return
  preloaded = true
  const run = () => {
    for (const load of loaders) void load().catch(() => undefined)
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 })
  else setTimeout(run, 1500)
}
