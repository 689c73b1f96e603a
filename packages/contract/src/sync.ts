import { ExpenseOrInvoiceKind } from './enums.ts'
import { planned } from './planned.ts'

// Fakturoid sync, dashboard, notifications (issue 9).

export const syncEndpoints = [
  planned({
    name: 'fakturoidSyncState',
    method: 'GET',
    path: '/api/{slugs}/fakturoid/sync/{x}',
    access: 'staff',
    permission: 'money.read',
    summary: 'Sync state per document of one kind',
    params: { x: ExpenseOrInvoiceKind },
  }),
  planned({
    name: 'fakturoidSyncInvoices',
    method: 'GET',
    path: '/api/{slugs}/fakturoid/sync/invoices',
    access: 'staff',
    permission: 'money.write',
    summary: 'Start a sync of invoices',
  }),
  planned({
    name: 'fakturoidSyncExpenses',
    method: 'GET',
    path: '/api/{slugs}/fakturoid/sync/expenses',
    access: 'staff',
    permission: 'money.write',
    summary: 'Start a sync of expenses',
  }),
  planned({
    name: 'registerApplicationId',
    method: 'POST',
    path: '/api/{slugs}/application-id',
    access: 'staff',
    permission: 'workspace.read',
    summary: 'Register a client installation for notifications',
  }),
  planned({
    name: 'dashboard',
    method: 'GET',
    path: '/api/{slugs}/dash-board',
    access: 'staff',
    permission: 'dashboard.read',
    summary: 'The owner’s overview of a period',
  }),
] as const
