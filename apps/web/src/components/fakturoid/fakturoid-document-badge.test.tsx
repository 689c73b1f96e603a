// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { fireEvent, screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope, jsonResponse, member, renderWithProviders } from '../../test/render.tsx'
import { FakturoidDocumentBadge } from './fakturoid-document-badge.tsx'
import { connection, lastRun, page, refused } from './fakturoid-test-data.ts'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => vi.unstubAllGlobals())

function answer() {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input)
    if (url.includes('/fakturoid-connection')) return jsonResponse(envelope(connection()))
    if (url.includes('/fakturoid/sync/invoices'))
      return jsonResponse(envelope({ started: true, toSend: 1, run: lastRun }))
    if (url.includes('/fakturoid/sync/')) return jsonResponse(envelope(page([refused])))
    if (url.endsWith('/api/demo/user')) return jsonResponse(envelope(member('OWNER')))
    return jsonResponse(envelope(null))
  })
}

const calls = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part))

describe('FakturoidDocumentBadge', () => {
  it('shows a document’s state on its page and sends it with one click', async () => {
    answer()
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
    await vi.waitFor(() => expect(calls('/fakturoid/sync/invoices')).toHaveLength(1))
    expect(String(calls('/fakturoid/sync/invoices')[0]?.[0])).toContain(`documentId=${refused.id}`)
  })
})
