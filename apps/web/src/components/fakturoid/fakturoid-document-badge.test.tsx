// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { fakturoidSyncInvoices, fakturoidSyncState, getFakturoidConnection, user } from '@innkeep/contract'
import { fireEvent, screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { member, renderWithProviders } from '../../test/render.tsx'
import { FakturoidDocumentBadge } from './fakturoid-document-badge.tsx'
import { connection, lastRun, page, refused } from './fakturoid-test-data.ts'

afterEach(() => vi.unstubAllGlobals())

function answer() {
  return fakeApi([
    [getFakturoidConnection, () => connection()],
    [fakturoidSyncInvoices, () => ({ started: true, toSend: 1, run: lastRun })],
    [fakturoidSyncState, () => page([refused])],
    [user, () => member('OWNER')],
  ])
}

describe('FakturoidDocumentBadge', () => {
  it('shows a document’s state on its page and sends it with one click', async () => {
    const { calls } = answer()
    renderWithProviders(
      <Routes>
        <Route
          path="/:slugs/invoices/:id"
          element={<FakturoidDocumentBadge slug="demo" kind="INVOICE" documentId={refused.id} version={3} />}
        />
      </Routes>,
      { path: `/demo/invoices/${refused.id}` },
    )
    expect((await screen.findByTestId('fakturoid-state')).textContent).toContain('Fakturoid: Chyba')
    fireEvent.click(screen.getByRole('button', { name: 'Odeslat do Fakturoidu' }))
    await vi.waitFor(() => expect(calls(fakturoidSyncInvoices)).toHaveLength(1))
    expect(calls(fakturoidSyncInvoices)[0]?.query.get('documentId')).toBe(refused.id)
  })
})
