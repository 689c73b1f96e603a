import {
  type ComponentProps,
  type ComponentType,
  createElement,
  isValidElement,
  lazy,
  type ReactNode,
  useState,
} from 'react'
import { matchRoutes, type RouteObject } from 'react-router'
import { loadPageTexts } from '../i18n/i18n.ts'
import type { RequirePermission as Guard } from './require-permission.tsx'

type Load = () => Promise<unknown>

const loaders: Load[] = []
const loaderOf = new WeakMap<object, Load>()

/**
 * A page module loaded on first visit (or on idle, see preloadPages), so the first bundle stays small.
 * The pages' texts (i18n/cs.pages.json) come with the first page, fetched beside its module: the page
 * renders once both are there, so it never shows a raw key.
 */
function page<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<NoInfer<P>>>>,
  name: K,
): ComponentType<P> {
  let pending: Promise<Record<K, ComponentType<P>>> | undefined
  let loaded: ComponentType<P> | undefined
  const fetchPage = () => {
    if (!pending) {
      pending = Promise.all([load(), loadPageTexts()]).then(([module]) => {
        loaded = module[name]
        return module
      })
      // a failed download (a deploy, the network gone) is tried again on the next visit
      pending.catch(() => {
        pending = undefined
      })
    }
    return pending
  }
  const Lazy = lazy(async () => ({ default: (await fetchPage())[name] as ComponentType<P> })) as ComponentType<P>
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, when this module loads
  function Page(props: P) {
    // A page loaded already (preloadRoute, preloadPages, an earlier visit) renders at once. Through
    // lazy() it would suspend once more, and React holds back what a boundary shows after a fallback
    // for up to 300 ms: the first page waited for that twice (permission check, then the page).
    const [Loaded] = useState(() => loaded)
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props)
  }
  Page.displayName = `Page(${name})`
  loaders.push(fetchPage)
  loaderOf.set(Page, fetchPage)
  return Page
}

// `/` asks the server who is signed in: the contract's schemas (Zod) come with it, not with the entry
export const RootRedirect = page(() => import('./root-redirect.tsx'), 'RootRedirect')
// the role's permissions come from the workspace's call, with the contract's schemas: loaded with the
// first guarded page rather than with the entry
export const RequirePermission = page<'RequirePermission', ComponentProps<typeof Guard>>(
  () => import('./require-permission.tsx'),
  'RequirePermission',
)
export const SignInPage = page(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage')
export const SignUpPage = page(() => import('../features/auth/sign-up-page.tsx'), 'SignUpPage')
export const ForgotPasswordPage = page(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage')
export const ResetPasswordPage = page(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage')
export const ConfirmEmailPage = page(() => import('../features/auth/confirm-email-page.tsx'), 'ConfirmEmailPage')
export const AccountSecurityPage = page(
  () => import('../features/account/account-security-page.tsx'),
  'AccountSecurityPage',
)
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
export const ReservationsPage = page(() => import('../features/reservations/reservations-page.tsx'), 'ReservationsPage')
export const HousekeepingPage = page(() => import('../features/housekeeping/housekeeping-page.tsx'), 'HousekeepingPage')
export const PricelistPage = page(() => import('../features/pricelist/pricelist-page.tsx'), 'PricelistPage')
export const ResourcesPage = page(() => import('../features/resources/resources-page.tsx'), 'ResourcesPage')
export const OccupancyReportPage = page(
  () => import('../features/reports/occupancy-report-page.tsx'),
  'OccupancyReportPage',
)
export const AccommodationStatisticsPage = page(
  () => import('../features/reports/accommodation-statistics-page.tsx'),
  'AccommodationStatisticsPage',
)
export const DailyClosePage = page(() => import('../features/daily-close/daily-close-page.tsx'), 'DailyClosePage')
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
export const PrivacyPage = page(() => import('../features/privacy/privacy-page.tsx'), 'PrivacyPage')
export const ChannelsPage = page(() => import('../features/channels/channels-page.tsx'), 'ChannelsPage')
export const GuestMailsPage = page(() => import('../features/guest-mails/guest-mails-page.tsx'), 'GuestMailsPage')
export const ContactsPage = page(() => import('../features/contacts/contacts-page.tsx'), 'ContactsPage')
export const InvoicesPage = page(() => import('../features/invoices/invoices-page.tsx'), 'InvoicesPage')
export const InvoiceRoute = page(() => import('./pages/invoice-route.tsx'), 'InvoiceRoute')
export const VatSummaryPage = page(() => import('../features/invoices/vat-summary-page.tsx'), 'VatSummaryPage')
export const AccountingExportsPage = page(
  () => import('../features/invoices/accounting-exports-page.tsx'),
  'AccountingExportsPage',
)
export const ExpensesPage = page(() => import('../features/expenses/expenses-page.tsx'), 'ExpensesPage')
export const ExpenseRoute = page(() => import('./pages/expense-route.tsx'), 'ExpenseRoute')
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

/** The lazy pages in a route's element (a page inside another's children too, e.g. RequirePermission's). */
function pagesIn(node: ReactNode, into: Load[] = []): Load[] {
  if (Array.isArray(node)) for (const child of node) pagesIn(child, into)
  else if (isValidElement<{ children?: ReactNode }>(node)) {
    const load = loaderOf.get(node.type as object)
    if (load) into.push(load)
    pagesIn(node.props.children, into)
  }
  return into
}

/**
 * Starts loading the pages the router will show for `pathname` (e.g. the workspace shell, the permission
 * check and the reception), all at once and beside the entry's own start, instead of each after the one
 * around it has rendered (and after the workspace's call). Returns how many it started.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): number {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap((match) => pagesIn(match.route.element))
  firstRoute = Promise.allSettled(loads.map((load) => load()))
  return loads.length
}

let firstRoute: Promise<unknown> = Promise.resolve()

/** Settles when the pages preloadRoute started have loaded (or failed). */
export function firstRouteLoaded(): Promise<unknown> {
  return firstRoute
}

let preloaded = false

/**
 * Fetch the other pages too, so moving between them never waits. RootLayout calls it once the first page
 * has loaded and no call has run for a while: started as soon as the browser was idle, the hundreds of
 * chunks queued before the first page's own chunks and calls, and took the CPU they needed.
 */
export function preloadPages(): void {
  if (preloaded) return
  preloaded = true
  const run = () => {
    for (const load of loaders) void load().catch(() => undefined)
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 })
  else setTimeout(run, 1500)
}
