import type { Permission } from '@innkeep/contract'
import type { ReactNode } from 'react'
import { createBrowserRouter } from 'react-router'
import { guestRoutes } from './guest-routes.tsx'
import { PublicLayout } from './layouts/public-layout.tsx'
import {
  AcceptInvitationPage,
  AccommodationStatisticsPage,
  AccountingExportsPage,
  AccountSecurityPage,
  ActivityPage,
  AttachmentsPage,
  BankAccountsPage,
  BankItemsPage,
  ChannelsPage,
  CompanySettingsRoute,
  ConfirmEmailPage,
  ContactsPage,
  ContractPage,
  ContractsPage,
  DailyClosePage,
  DevicePage,
  ExpenseRoute,
  ExpensesPage,
  FakturoidSettingsPage,
  FleetPage,
  ForgotPasswordPage,
  GalleryPage,
  HomePage,
  HousekeepingPage,
  IdentityPage,
  InvoiceRoute,
  InvoicesPage,
  LabelsPage,
  MembersSettingsPage,
  NewWorkspacePage,
  NotFoundPage,
  NotificationsPage,
  OccupancyReportPage,
  PolicePage,
  PricelistPage,
  PrivacyPage,
  ReceptionRoute,
  RequirePermission,
  ReservationDetailPage,
  ReservationsPage,
  ResetPasswordPage,
  ResourcesPage,
  RestaurantMenuPage,
  RestaurantSummaryPage,
  RestaurantTablesPage,
  RootRedirect,
  SignInPage,
  SignUpPage,
  TimelineRoute,
  VatSummaryPage,
  VehiclePage,
  WaiterApp,
  WorkspaceShell,
} from './pages.ts'
import { RequireAccess, RequireSession } from './require-session.tsx'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'

function guarded(permission: Permission, page: ReactNode) {
  return <RequirePermission permission={permission}>{page}</RequirePermission>
}

export const router = createBrowserRouter([
  guestRoutes,
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <RootRedirect /> },
      // the waiter tool: no slug and no workspace shell; a device hash or a waiter's sign-in
      { path: 'waiter/*', element: <WaiterApp /> },
      {
        element: <PublicLayout />,
        children: [
          { path: 'sign-in', element: <SignInPage /> },
          { path: 'sign-up', element: <SignUpPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'confirm-email', element: <ConfirmEmailPage /> },
          { path: 'device', element: <DevicePage /> },
          {
            element: <RequireSession />,
            children: [
              { path: 'identity', element: <IdentityPage /> },
              { path: 'workspaces/new', element: <NewWorkspacePage /> },
              { path: 'invite/:token', element: <AcceptInvitationPage /> },
              { path: 'account/security', element: <AccountSecurityPage /> },
            ],
          },
        ],
      },
      {
        path: ':slugs',
        element: (
          <RequireAccess>
            <WorkspaceShell />
          </RequireAccess>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: 'settings/company', element: <CompanySettingsRoute /> },
          { path: 'settings/members', element: <MembersSettingsPage /> },
          { path: 'notifications', element: <NotificationsPage /> },
          { path: 'timeline', element: guarded('accommodation.read', <TimelineRoute />) },
          { path: 'reservations', element: guarded('accommodation.read', <ReservationsPage />) },
          { path: 'reservations/:id', element: guarded('accommodation.read', <ReservationDetailPage />) },
          { path: 'reception', element: guarded('accommodation.read', <ReceptionRoute />) },
          { path: 'housekeeping', element: guarded('housekeeping', <HousekeepingPage />) },
          { path: 'pricelist', element: guarded('pricelist.read', <PricelistPage />) },
          { path: 'settings/resources', element: guarded('resources.manage', <ResourcesPage />) },
          { path: 'settings/channels', element: guarded('resources.manage', <ChannelsPage />) },
          { path: 'settings/files', element: guarded('resources.manage', <AttachmentsPage />) },
          { path: 'gallery', element: guarded('files.read', <GalleryPage />) },
          { path: 'settings/labels', element: guarded('files.read', <LabelsPage />) },
          { path: 'settings/fakturoid', element: guarded('money.read', <FakturoidSettingsPage />) },
          { path: 'settings/activity', element: guarded('audit.books', <ActivityPage />) },
          { path: 'settings/privacy', element: guarded('privacy.manage', <PrivacyPage />) },
          { path: 'contacts', element: guarded('contacts.read', <ContactsPage />) },
          { path: 'invoices', element: guarded('money.read', <InvoicesPage />) },
          { path: 'invoices/new', element: guarded('money.write', <InvoiceRoute />) },
          { path: 'invoices/vat-summary', element: guarded('money.read', <VatSummaryPage />) },
          { path: 'invoices/exports', element: guarded('money.read', <AccountingExportsPage />) },
          { path: 'invoices/:id', element: guarded('money.read', <InvoiceRoute />) },
          { path: 'expenses', element: guarded('money.read', <ExpensesPage />) },
          { path: 'expenses/new', element: guarded('money.write', <ExpenseRoute />) },
          { path: 'expenses/:id', element: guarded('money.read', <ExpenseRoute />) },
          { path: 'bank', element: guarded('money.read', <BankAccountsPage />) },
          { path: 'bank/items', element: guarded('money.read', <BankItemsPage />) },
          { path: 'vehicles', element: guarded('vehicles.read', <FleetPage />) },
          { path: 'vehicles/new', element: guarded('vehicles.write', <VehiclePage />) },
          { path: 'vehicles/:id', element: guarded('vehicles.read', <VehiclePage />) },
          { path: 'contracts', element: guarded('vehicles.read', <ContractsPage />) },
          { path: 'contracts/new', element: guarded('vehicles.write', <ContractPage />) },
          { path: 'contracts/:id', element: guarded('vehicles.read', <ContractPage />) },
          { path: 'restaurant/menu', element: guarded('restaurant.manage', <RestaurantMenuPage />) },
          { path: 'restaurant/tables', element: guarded('restaurant.manage', <RestaurantTablesPage />) },
          { path: 'restaurant/summary', element: guarded('restaurant.books', <RestaurantSummaryPage />) },
          { path: 'reports/occupancy', element: guarded('reports.read', <OccupancyReportPage />) },
          { path: 'reports/daily-close', element: guarded('reports.read', <DailyClosePage />) },
          { path: 'reports/guests', element: guarded('accommodation.read', <PolicePage />) },
          { path: 'reports/statistics', element: guarded('reports.read', <AccommodationStatisticsPage />) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
])
