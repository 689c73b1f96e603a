import type { FakturoidConnection, FakturoidDocument, FakturoidRun, FakturoidSyncPage } from '@innkeep/contract'

// A workspace's Fakturoid connection and its issued invoices' sync page, for the settings page's and the badge's tests.
export const connection = (over: Partial<FakturoidConnection> = {}): FakturoidConnection => ({
  connected: true,
  accountSlug: 'penzion-u-lipy',
  accountName: 'Penzion U Lípy s.r.o.',
  version: 0,
  updatedAt: '2027-03-01T09:00:00Z',
  checkedAt: '2027-03-01T09:00:00Z',
  problem: null,
  ...over,
})

export const doc = (over: Partial<FakturoidDocument>): FakturoidDocument => ({
  id: '01a200a8-0000-7000-8000-000000000001',
  number: '202710001',
  partnerName: 'Cestovní kancelář Krkonoše s.r.o.',
  issueDate: '2027-03-02',
  currency: 'CZK',
  total: 21_720_00,
  canceled: false,
  state: 'SYNCED',
  fakturoidId: 27,
  fakturoidUrl: 'https://app.fakturoid.cz/penzion-u-lipy/invoices/27',
  syncedAt: '2027-03-05T09:00:00Z',
  error: null,
  ...over,
})

export const refused = doc({
  id: '01a200a8-0000-7000-8000-000000000002',
  number: '202710002',
  partnerName: 'Jan Novák',
  state: 'ERROR',
  fakturoidId: null,
  fakturoidUrl: null,
  syncedAt: null,
  error: { code: 'fakturoid.documentRefused', text: 'Fakturoid doklad nepřijal – Číslo: The number does not match' },
})

export const lastRun: FakturoidRun = {
  state: 'DONE',
  requestedAt: '2027-03-05T09:00:00Z',
  startedAt: '2027-03-05T09:00:00Z',
  finishedAt: '2027-03-05T09:00:04Z',
  total: 2,
  sent: 1,
  unchanged: 0,
  failed: 1,
  problem: null,
  resumesAt: null,
}

export const page = (items: FakturoidDocument[], over: Partial<FakturoidSyncPage> = {}): FakturoidSyncPage => ({
  kind: 'INVOICE',
  connected: true,
  items,
  total: items.length,
  page: 0,
  size: 25,
  counts: { NEW: 0, SYNCED: 1, CHANGED: 0, ERROR: 1 },
  run: lastRun,
  ...over,
})
