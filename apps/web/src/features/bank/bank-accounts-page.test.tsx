// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import type { BankAccount } from '@innkeep/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, FIRST_PAINT, renderRoute, spaced, stubFetch } from '../../test/render.tsx'
import { BankAccountsPage } from './bank-accounts-page.tsx'
import { ACCOUNT_ID, accountant, bankAccount, CASH_ID } from './bank-test-data.ts'

const renderPage = () => renderRoute('/:slugs/bank', <BankAccountsPage />, '/demo/bank', { role: 'ACCOUNTANT' })

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Bankovní účty', () => {
  it('shows each account with its balance, the statement check and what waits to be matched', async () => {
    const accounts = [
      bankAccount({
        statementCheck: { statementTill: '2027-02-28', closingBalance: 12000000, computedBalance: 11950000 },
      }),
      bankAccount({
        id: CASH_ID,
        kind: 'CASH',
        name: 'Pokladna recepce',
        bank: null,
        accountNumber: '',
        iban: '',
        balance: 250000,
        hasFioToken: false,
        isDefault: false,
        sync: { state: 'NEVER', lastSyncAt: null, lastError: null },
        unlinkedCount: 0,
      }),
    ]
    stubFetch((url) => (url.pathname.endsWith('/list-bank-accounts') ? envelope(accounts) : envelope(accountant)))
    renderPage()
    const [bank, cash] = await screen.findAllByTestId('bank-account', {}, FIRST_PAINT)
    if (!bank || !cash) throw new Error('two accounts expected')
    expect(spaced(within(bank).getByTestId('account-balance').textContent)).toBe('123 456,50 Kč')
    expect(spaced(within(bank).getByTestId('statement-check').textContent)).toContain(
      'Výpis k 28. 2. 2027: 120 000,00 Kč, u nás: 119 500,00 Kč',
    )
    expect(within(bank).getByText('Nesouhlasí s výpisem')).toBeTruthy()
    expect(within(bank).getByTestId('unlinked-link').getAttribute('href')).toBe(
      `/demo/bank/items?account=${ACCOUNT_ID}&state=UNLINKED`,
    )
    expect(within(bank).getByRole('button', { name: 'Synchronizovat s FIO' })).toBeTruthy()
    expect(within(cash).queryByRole('button', { name: 'Synchronizovat s FIO' })).toBeNull()
    expect(within(cash).getByRole('button', { name: 'Vklad / Výběr' })).toBeTruthy()
    expect(within(cash).getByText('Vše spárováno')).toBeTruthy()
  })

  it('says what a failed synchronisation means in words', async () => {
    const failed = bankAccount({ sync: { state: 'ERROR', lastSyncAt: null, lastError: 'FIO_UNAUTHORIZED' } })
    stubFetch((url) => (url.pathname.endsWith('/list-bank-accounts') ? envelope([failed]) : envelope(accountant)))
    renderPage()
    expect((await screen.findByTestId('sync-status', {}, FIRST_PAINT)).textContent).toContain(
      'FIO token odmítla — zadejte nový token',
    )
  })

  it('queues a synchronisation, shows it waiting and asks again every 2 s until it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let state: BankAccount['sync']['state'] = 'OK'
    const current = () => bankAccount({ sync: { state, lastSyncAt: '2027-03-10T08:00:00Z', lastError: null } })
    const { calls } = stubFetch(
      (url) => {
        if (url.pathname.endsWith('/sync')) {
          state = 'QUEUED'
          return envelope(current())
        }
        if (url.pathname.endsWith('/list-bank-accounts')) return envelope([current()])
        return envelope(accountant)
      },
      { match: 'end' },
    )
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Synchronizovat s FIO' }, FIRST_PAINT))
    expect((await screen.findByText('Synchronizace čeká ve frontě…')).textContent).toBeTruthy()
    expect(calls('/sync')).toHaveLength(1)
    const before = calls('/list-bank-accounts').length
    state = 'OK'
    await act(() => vi.advanceTimersByTimeAsync(2100))
    await waitFor(() => expect(calls('/list-bank-accounts').length).toBeGreaterThan(before))
    expect(await screen.findByText(/^Synchronizováno/)).toBeTruthy()
  })

  it('puts the server’s message on the field it names', async () => {
    const { calls } = stubFetch(
      (url) => {
        if (url.pathname.endsWith('/bank-account'))
          return envelope(null, 'VALIDATION', [
            {
              scope: 'FIELD',
              severity: 'VALIDATION',
              code: 'bank.duplicateAccount',
              field: 'accountNumber',
              text: 'Účet 2000145399/2010 už evidujete.',
            },
          ])
        if (url.pathname.endsWith('/list-bank-accounts')) return envelope([])
        return envelope(accountant)
      },
      { match: 'end' },
    )
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Nový účet' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog', { name: 'Nový bankovní účet' })
    fireEvent.change(within(dialog).getByLabelText('Název'), { target: { value: 'Provozní účet' } })
    fireEvent.change(within(dialog).getByLabelText('Číslo účtu'), { target: { value: '2000145399/2010' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    expect(await within(dialog).findByText('Účet 2000145399/2010 už evidujete.')).toBeTruthy()
    expect(calls('/bank-account')[0]?.body).toMatchObject({
      kind: 'BANK',
      name: 'Provozní účet',
      accountNumber: '2000145399/2010',
      openingBalance: 0,
    })
    expect(calls('/bank-account')[0]?.body).not.toHaveProperty('fioToken')
  })

  it('uploads a GPC statement as base64 and shows what it added and whether the balance agrees', async () => {
    const { calls } = stubFetch(
      (url) => {
        if (url.pathname.endsWith('/statement'))
          return envelope({
            received: 12,
            added: 10,
            duplicates: 2,
            settled: 1,
            autoLinked: 4,
            statement: {
              number: 7,
              from: '2027-02-01',
              till: '2027-02-28',
              openingBalance: 100000,
              closingBalance: 200000,
              computedBalance: 190000,
            },
          })
        if (url.pathname.endsWith('/list-bank-accounts'))
          return envelope([bankAccount({ bank: null, hasFioToken: false })])
        return envelope(accountant)
      },
      { match: 'end' },
    )
    renderPage()
    await screen.findByRole('button', { name: 'Nahrát výpis (GPC)' }, FIRST_PAINT)
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')
    if (!input) throw new Error('no file input')
    const file = new File(['074 GPC'], 'vypis-02.gpc', { type: 'text/plain' })
    fireEvent.change(input, { target: { files: [file] } })
    const result = await screen.findByTestId('import-result')
    expect(within(result).getByTestId('import-added').textContent).toBe('10')
    expect(within(result).getByTestId('import-autoLinked').textContent).toBe('4')
    expect(spaced(within(result).getByTestId('import-balance').textContent)).toContain(
      'výpis 2 000,00 Kč, u nás 1 900,00 Kč',
    )
    expect(calls('/statement')[0]?.body).toEqual({ fileName: 'vypis-02.gpc', content: btoa('074 GPC') })
  })
})
