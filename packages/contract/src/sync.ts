import { SlugParams } from './common.ts'
import { Dashboard, DashboardQuery } from './dashboard.ts'
import { endpoint } from './endpoint.ts'
import { planned } from './planned.ts'

// Dashboard and notifications (issue 9); the Fakturoid sync calls are in fakturoid.ts.

export const dashboard = endpoint({
  name: 'dashboard',
  method: 'GET',
  path: '/api/{slugs}/dash-board',
  access: 'staff',
  permission: 'dashboard.read',
  status: 'ready',
  summary: 'The owner’s overview of a period: occupancy, today, revenue and expenses, money, open work',
  params: SlugParams,
  query: DashboardQuery,
  response: Dashboard,
})

export const syncEndpoints = [
  planned({
    name: 'registerApplicationId',
    method: 'POST',
    path: '/api/{slugs}/application-id',
    access: 'staff',
    permission: 'workspace.read',
    summary: 'Register a client installation for notifications',
  }),
  dashboard,
] as const
