// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  anonymizeGuestData,
  exportGuestData,
  type GuestDataExport,
  getRetention,
  type RetentionView,
  saveRetention,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { PrivacyPage } from './privacy-page.tsx'

const ROUTE = '/:slugs/settings/privacy'
const STAY_ID = '01a200a8-0000-7000-8000-00000000d001'

function retention(over: Partial<RetentionView> = {}): RetentionView {
  return {
    retentionMonths: 36,
    registerYears: 6,
    version: 3,
    contactCutoff: '2023-11-26',
    registerCutoff: '2020-11-26',
    lastRunAt: '2026-11-26T02:10:00Z',
    due: { contacts: 4, registerStays: 1 },
    ...over,
  }
}

function exported(): GuestDataExport {
  return {
    generatedAt: '2026-11-26T10:00:00Z',
    controller: { name: 'Penzion U Lípy', ico: '12345678', email: 'info@ulipy.cz' },
    query: { email: 'petra@example.cz', name: '', birthDate: null },
    retention: { retentionMonths: 36, registerYears: 6 },
    stays: [
      {
        reservationId: STAY_ID,
        code: 'R-2026-0042',
        resourceName: 'Pokoj 1',
        since: '2026-07-10',
        till: '2026-07-12',
        status: 'CHECKED_OUT',
        createdAt: '2026-05-01T08:00:00Z',
        matchedBy: ['CONTACT'],
        contact: { name: 'Petra Dvořáková', email: 'petra@example.cz', phone: '' },
        note: '',
        contactAnonymizedAt: null,
        registerAnonymizedAt: null,
        guests: [
          {
            firstName: 'Petra',
            lastName: 'Dvořáková',
            birthDate: '1990-01-01',
            nationality: 'CZE',
            address: '',
            documentType: 'OP',
            documentNumber: '123456789',
            visaNumber: '',
            ageCategory: 'ADULT',
          },
        ],
        mails: [],
        attachments: [],
      },
    ],
    invoices: [],
  }
}

function api(view = retention()) {
  return fakeApi([
    [getRetention, () => view],
    [saveRetention, () => view],
    [anonymizeGuestData, () => ({ contacts: 4, registerStays: 1, guests: 2 })],
    [exportGuestData, () => exported()],
    [user, () => member('OWNER')],
  ])
}

afterEach(() => vi.unstubAllGlobals())

describe('Osobní údaje hostů', () => {
  it('shows the periods, what waits, and runs the anonymisation after a confirmation', async () => {
    const { calls } = api()
    renderRoute(ROUTE, <PrivacyPage />, '/demo/settings/privacy')
    const status = await screen.findByTestId('retention-status', {}, FIRST_PAINT)
    expect(status.textContent).toContain('kontaktní údaje 4 pobytů, evidenční kniha 1 pobytů')
    expect(screen.getByText(/Evidenční kniha se uchovává 6 let/).textContent).toContain('26. 11. 2020')
    fireEvent.click(within(status).getByRole('button', { name: 'Anonymizovat nyní' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anonymizovat nyní' }))
    await waitFor(() => expect(calls(anonymizeGuestData)).toHaveLength(1))
    expect(calls(anonymizeGuestData)[0]?.method).toBe('POST')
    expect(await screen.findByText(/Anonymizováno: kontaktní údaje 4 pobytů/)).toBeTruthy()
  })

  it('saves the months against the version shown', async () => {
    const { calls } = api()
    renderRoute(ROUTE, <PrivacyPage />, '/demo/settings/privacy')
    const months = await screen.findByTestId('retention-months', {}, FIRST_PAINT)
    fireEvent.change(months, { target: { value: '24' } })
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(calls(saveRetention)).toHaveLength(1))
    expect(calls(saveRetention)[0]?.body).toEqual({ retentionMonths: 24, version: 3 })
  })

  it('lets a manager read and search but not change or run', async () => {
    fakeApi([
      [getRetention, () => retention()],
      [user, () => member('MANAGER')],
    ])
    renderRoute(ROUTE, <PrivacyPage />, '/demo/settings/privacy', { role: 'MANAGER' })
    const status = await screen.findByTestId('retention-status', {}, FIRST_PAINT)
    expect(within(status).queryByRole('button')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Uložit' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Vyhledat' })).toBeTruthy()
  })

  it('finds a guest by the e-mail given in the address and offers the file', async () => {
    const { calls } = api()
    renderRoute(ROUTE, <PrivacyPage />, '/demo/settings/privacy?email=petra%40example.cz')
    const search = await screen.findByRole('button', { name: 'Vyhledat' }, FIRST_PAINT)
    fireEvent.click(search)
    const result = await screen.findByTestId('guest-data-result')
    expect(calls(exportGuestData)[0]?.url.searchParams.get('email')).toBe('petra@example.cz')
    expect(result.textContent).toContain('Nalezeno pobytů: 1, faktur: 0')
    expect(within(result).getByRole('link', { name: 'R-2026-0042' }).getAttribute('href')).toBe(
      `/demo/reservations/${STAY_ID}`,
    )
    expect(within(result).getByRole('button', { name: 'Stáhnout údaje (JSON)' })).toBeTruthy()
  })

  it('asks for an e-mail or a name before searching', async () => {
    const { calls } = api()
    renderRoute(ROUTE, <PrivacyPage />, '/demo/settings/privacy')
    fireEvent.click(await screen.findByRole('button', { name: 'Vyhledat' }, FIRST_PAINT))
    expect(await screen.findByText('Zadejte e-mail nebo celé jméno hosta (aspoň 3 znaky).')).toBeTruthy()
    expect(calls(exportGuestData)).toHaveLength(0)
  })
})
