import { planned } from './planned.ts'

// Bank accounts, bank items and payment matching (issue 6).

export const bankEndpoints = [
  planned({
    name: 'listBankAccounts',
    method: 'GET',
    path: '/api/{slugs}/list-bank-accounts',
    access: 'staff',
    permission: 'money.read',
    summary: 'Bank accounts and cash registers',
  }),
  planned({
    name: 'lovBankAccount',
    method: 'GET',
    path: '/api/{slugs}/lov-bank-account',
    access: 'staff',
    permission: 'money.read',
    summary: 'Bank accounts to choose from',
  }),
  planned({
    name: 'lovSynchronizedBankAccount',
    method: 'GET',
    path: '/api/{slugs}/list-bank-items/lov-synchronized-bank-account',
    access: 'staff',
    permission: 'money.read',
    summary: 'Accounts with synchronised items',
  }),
  planned({
    name: 'listBankItems',
    method: 'POST',
    path: '/api/{slugs}/list-bank-items',
    access: 'staff',
    permission: 'money.read',
    summary: 'Bank items, filtered and paged',
  }),
  planned({
    name: 'findPayment',
    method: 'POST',
    path: '/api/{slugs}/payment/find',
    access: 'staff',
    permission: 'money.read',
    summary: 'Candidate bank items for an invoice or expense',
  }),
  planned({
    name: 'linkPaymentInvoice',
    method: 'POST',
    path: '/api/{slugs}/link-payment/invoice',
    access: 'staff',
    permission: 'money.write',
    summary: 'Link a bank item to an invoice',
  }),
  planned({
    name: 'linkPaymentExpense',
    method: 'POST',
    path: '/api/{slugs}/link-payment/expense',
    access: 'staff',
    permission: 'money.write',
    summary: 'Link a bank item to a supplier invoice',
  }),
] as const
