import { createBrowserRouter } from 'react-router'
import { PublicLayout } from './layouts/public-layout.tsx'
import {
  AcceptInvitationPage,
  CompanySettingsPage,
  DevicePage,
  HomePage,
  IdentityPage,
  MembersSettingsPage,
  NewWorkspacePage,
  NotFoundPage,
  SignInPage,
  SignUpPage,
  WorkspaceShell,
} from './pages.ts'
import { RequireAccess, RequireSession } from './require-session.tsx'
import { RootLayout } from './root-layout.tsx'
import { RootRedirect } from './root-redirect.tsx'
import { RouteError } from './route-error.tsx'

export const router = createBrowserRouter([
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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
])
