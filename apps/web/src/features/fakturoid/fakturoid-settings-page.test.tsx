// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type FakturoidConnection,
  type FakturoidSyncPage,
  fakturoidSyncInvoices,
  fakturoidSyncState,
  getFakturoidConnection,
  type Role,
  saveFakturoidConnection,
  testFakturoidConnection,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connection, doc, lastRun, page, refused } from '../../components/fakturoid/fakturoid-test-data.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { member, renderWithProviders } from '../../test/render.tsx'
import { FakturoidSettingsPage } from './fakturoid-settings-page.tsx'

afterEach(() => vi.unstubAllGlobals())

function answer(options: { role?: Role; connection?: FakturoidConnection; sync?: FakturoidSyncPage } = {}) {
  api = fakeApi([
    [testFakturoidConnection, () => connection()],
    [saveFakturoidConnection, () => connection()],
    [getFakturoidConnection, () => options.connection ?? connection()],
    [fakturoidSyncInvoices, () => ({ started: true, toSend: 1, run: lastRun })],
    [fakturoidSyncState, () => options.sync ?? page([doc({}), refused])],
    [user, () => member(options.role ?? 'OWNER')],
  ])
}

let api: ReturnType<typeof fakeApi>

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/:slugs/settings/fakturoid" element={<FakturoidSettingsPage />} />
    </Routes>,
    { path: '/demo/settings/fakturoid' },
  )
}

describe('FakturoidSettingsPage', () => {
  it('lists the issued invoices with their state, Fakturoid’s reason for a refusal and the last sync', async () => {
    answer()
    renderPage()
    const rows = await screen.findAllByTestId('fakturoid-row')
    expect(rows).toHaveLength(2)
    expect(within(rows[0] as HTMLElement).getByText('Synchronizováno')).toBeTruthy()
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Otevřít doklad 202710001 ve Fakturoidu' }),
    ).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByTestId('fakturoid-error').textContent).toBe(
      'Fakturoid doklad nepřijal – Číslo: The number does not match',
    )
    expect(screen.getByTestId('fakturoid-run').textContent).toMatch(/odesláno 1, beze změny 0, odmítnuto 1/)
    expect(screen.getByText('Chyba (1)')).toBeTruthy()
    expect(screen.getByText('Účet Penzion U Lípy s.r.o.')).toBeTruthy()
  })

  it('starts a sync of the issued invoices and says how many go', async () => {
    answer()
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Synchronizovat vydané faktury' }))
    await vi.waitFor(() => expect(api.calls(fakturoidSyncInvoices)).toHaveLength(1))
    expect(api.calls(fakturoidSyncInvoices)[0]?.params).toEqual({ slugs: 'demo' })
    expect(await screen.findByText('Synchronizace začala. Dokladů k odeslání: 1.')).toBeTruthy()
  })

  it('filters by state and shows the progress of a run under way', async () => {
    answer({
      sync: page([refused], {
        run: { ...lastRun, state: 'RUNNING', total: 4, sent: 2, failed: 0, finishedAt: null },
      }),
    })
    renderPage()
    expect((await screen.findByTestId('fakturoid-run')).textContent).toContain('Probíhá synchronizace: 2 z 4')
    expect(screen.getByRole('progressbar', { name: 'Průběh synchronizace' })).toBeTruthy()
    fireEvent.click(screen.getByText('Chyba (1)'))
    await vi.waitFor(() =>
      expect(api.calls(fakturoidSyncState).filter((c) => c.query.get('state') === 'ERROR').length).toBeGreaterThan(0),
    )
  })

  it('connects Fakturoid with the account and the client credentials', async () => {
    answer({
      connection: connection({
        connected: false,
        accountSlug: null,
        accountName: null,
        version: null,
        checkedAt: null,
      }),
    })
    renderPage()
    expect(await screen.findByText('Nepřipojeno')).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/Účet ve Fakturoidu/), { target: { value: 'penzion-u-lipy' } })
    fireEvent.change(screen.getByLabelText(/Client ID/), { target: { value: 'a1b2c3d4e5f6' } })
    fireEvent.change(screen.getByLabelText(/Client secret/), { target: { value: 'secret-0123456789' } })
    fireEvent.click(screen.getByRole('button', { name: 'Připojit Fakturoid' }))
    await vi.waitFor(() => expect(api.calls(saveFakturoidConnection)).toHaveLength(1))
    expect(api.calls(saveFakturoidConnection)[0]?.body).toEqual({
      accountSlug: 'penzion-u-lipy',
      clientId: 'a1b2c3d4e5f6',
      clientSecret: 'secret-0123456789',
    })
  })

  it('lets the accountant test the connection but not change it', async () => {
    answer({ role: 'ACCOUNTANT' })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Otestovat připojení' }))
    await vi.waitFor(() => expect(api.calls(testFakturoidConnection)).toHaveLength(1))
    expect(await screen.findByText('Fakturoid odpověděl: účet Penzion U Lípy s.r.o. je dostupný.')).toBeTruthy()
    expect(screen.getByText('Připojení k Fakturoidu může měnit jen majitel firmy.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Uložit změny' })).toBeNull()
  })
})
