import type { Permission } from '@innkeep/contract'
import type { ReactNode } from 'react'
import { createBrowserRouter } from 'react-router'
import { GuestLayout } from './layouts/guest-layout.tsx'
import { PublicLayout } from './layouts/public-layout.tsx'
import {
  AcceptInvitationPage,
  BookingPage,
  CompanySettingsPage,
  DevicePage,
  GuestInfoPage,
  HomePage,
  HousekeepingPage,
  IdentityPage,
  MembersSettingsPage,
  NewWorkspacePage,
  NotFoundPage,
  OccupancyReportPage,
  PolicePage,
  PricelistPage,
  ReceptionRoute,
  ReservationDetailPage,
  ResourcesPage,
  SignInPage,
  SignUpPage,
  TimelineRoute,
  WorkspaceShell,
} from './pages.ts'
import { RequirePermission } from './require-permission.tsx'
import { RequireAccess, RequireSession } from './require-session.tsx'
import { RootLayout } from './root-layout.tsx'
import { RootRedirect } from './root-redirect.tsx'
import { RouteError } from './route-error.tsx'

function guarded(permission: Permission, page: ReactNode) {
  return <RequirePermission permission={permission}>{page}</RequirePermission>
}

export const router = createBrowserRouter([
  {
    // guests: no sign-in, no staff code, embeddable (booking page in an iframe)
    element: <GuestLayout />,
    errorElement: <RouteError />,
    children: [
      { path: 'book/:slug/:groupId', element: <BookingPage /> },
      { path: 'guest/:token', element: <GuestInfoPage /> },
    ],
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <PublicLayout />,
        children: [
          { path: 'sign-in', element: <SignInPage /> },
          { path: 'sign-up', element: <SignUpPage /> },
          { path: 'device', element: <DevicePage /> },
          {
            element: <RequireSession />,
            children: [
              { path: 'identity', element: <IdentityPage /> },
              { path: 'workspaces/new', element: <NewWorkspacePage /> },
              { path: 'invite/:token', element: <AcceptInvitationPage /> },
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
          { path: 'settings/company', element: <CompanySettingsPage /> },
          { path: 'settings/members', element: <MembersSettingsPage /> },
          { path: 'timeline', element: guarded('accommodation.read', <TimelineRoute />) },
          { path: 'reservations/:id', element: guarded('accommodation.read', <ReservationDetailPage />) },
          { path: 'reception', element: guarded('accommodation.read', <ReceptionRoute />) },
          { path: 'housekeeping', element: guarded('housekeeping', <HousekeepingPage />) },
          { path: 'pricelist', element: guarded('pricelist.read', <PricelistPage />) },
          { path: 'settings/resources', element: guarded('resources.manage', <ResourcesPage />) },
          { path: 'reports/occupancy', element: guarded('reports.read', <OccupancyReportPage />) },
          { path: 'reports/guests', element: guarded('accommodation.read', <PolicePage />) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
])
