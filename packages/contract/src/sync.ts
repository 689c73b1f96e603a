import { SlugParams } from './common.ts'
import { Dashboard, DashboardQuery } from './dashboard.ts'
import { endpoint } from './endpoint.ts'

// The dashboard (issue 9); notifications are in notifications.ts, the Fakturoid sync calls in fakturoid.ts.

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

export const syncEndpoints = [dashboard] as const
