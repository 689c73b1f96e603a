import type { ContactRecord, FakturoidSyncPage, InvoiceFilter } from '@innkeep/contract'

// Factories for the tests of issued and supplier invoices (tests only).

/** The laundry: a customer on an invoice, the supplier of a supplier invoice. */
export const BELIDLO: ContactRecord = {
  id: '01a200a8-0000-7000-8000-000000000001',
  name: 'Prádelna Bělidlo s.r.o.',
  ico: '27082440',
  dic: 'CZ27082440',
  address: { street: 'Na Bělidle 12', city: 'Liberec', postcode: '460 01', country: 'CZ' },
  email: 'fakturace@belidlo.example',
  phone: '',
  bankAccount: '19-2000145399/0800',
  iban: 'CZ6508000000192000145399',
  note: '',
  createdAt: '2027-01-01T00:00:00Z',
  version: 0,
}

/** A contact as a document names its customer or supplier. */
export function partyOf({ name, ico, dic, address, email }: ContactRecord) {
  return { name, ico, dic, address, email }
}

/** The sync page of a workspace without Fakturoid: a document's badge has nothing to say. */
export function fakturoidOff(kind: FakturoidSyncPage['kind']): FakturoidSyncPage {
  return {
    kind,
    connected: false,
    items: [],
    total: 0,
    page: 0,
    size: 1,
    counts: { NEW: 0, SYNCED: 0, CHANGED: 0, ERROR: 0 },
    run: null,
  }
}

/** The day the list filters' tests run on. */
export const LIST_TODAY = '2027-03-12'

/** What a list of documents asks the server first on `LIST_TODAY`: this year, newest first, the first page. */
export const FIRST_LIST_QUERY = {
  from: '2027-01-01',
  till: '2027-12-31',
  sort: 'issueDate',
  direction: 'desc',
  page: 0,
  size: 50,
} as const satisfies InvoiceFilter
