// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type BankAccount,
  importBankStatement,
  listBankAccounts,
  saveBankAccount,
  syncBankAccount,
  user,
} from '@innkeep/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute, spaced } from '../../test/render.tsx'
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
    fakeApi([
      [user, () => accountant],
      [listBankAccounts, () => accounts],
    ])
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
    fakeApi([
      [user, () => accountant],
      [listBankAccounts, () => [failed]],
    ])
    renderPage()
    expect((await screen.findByTestId('sync-status', {}, FIRST_PAINT)).textContent).toContain(
      'FIO token odmítla — zadejte nový token',
    )
  })

  it('queues a synchronisation, shows it waiting and asks again every 2 s until it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let state: BankAccount['sync']['state'] = 'OK'
    const current = () => bankAccount({ sync: { state, lastSyncAt: '2027-03-10T08:00:00Z', lastError: null } })
    const { calls } = fakeApi([
      [user, () => accountant],
      [
        syncBankAccount,
        () => {
          state = 'QUEUED'
          return current()
        },
      ],
      [listBankAccounts, () => [current()]],
    ])
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Synchronizovat s FIO' }, FIRST_PAINT))
    expect((await screen.findByText('Synchronizace čeká ve frontě…')).textContent).toBeTruthy()
    expect(calls(syncBankAccount)).toHaveLength(1)
    const before = calls(listBankAccounts).length
    state = 'OK'
    await act(() => vi.advanceTimersByTimeAsync(2100))
    await waitFor(() => expect(calls(listBankAccounts).length).toBeGreaterThan(before))
    expect(await screen.findByText(/^Synchronizováno/)).toBeTruthy()
  })

  it('puts the server’s message on the field it names', async () => {
    const { calls } = fakeApi([
      [user, () => accountant],
      [
        saveBankAccount,
        () =>
          fail.validation([
            {
              scope: 'FIELD',
              severity: 'VALIDATION',
              code: 'bank.duplicateAccount',
              field: 'accountNumber',
              text: 'Účet 2000145399/2010 už evidujete.',
            },
          ]),
      ],
      [listBankAccounts, () => []],
    ])
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Nový účet' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog', { name: 'Nový bankovní účet' })
    fireEvent.change(within(dialog).getByLabelText('Název'), { target: { value: 'Provozní účet' } })
    fireEvent.change(within(dialog).getByLabelText('Číslo účtu'), { target: { value: '2000145399/2010' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    expect(await within(dialog).findByText('Účet 2000145399/2010 už evidujete.')).toBeTruthy()
    expect(calls(saveBankAccount)[0]?.body).toMatchObject({
      kind: 'BANK',
      name: 'Provozní účet',
      accountNumber: '2000145399/2010',
      openingBalance: 0,
    })
    expect(calls(saveBankAccount)[0]?.body).not.toHaveProperty('fioToken')
  })

  it('uploads a GPC statement as base64 and shows what it added and whether the balance agrees', async () => {
    const { calls } = fakeApi([
      [user, () => accountant],
      [
        importBankStatement,
        () => ({
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
        }),
      ],
      [listBankAccounts, () => [bankAccount({ bank: null, hasFioToken: false })]],
    ])
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
    expect(calls(importBankStatement)[0]?.body).toEqual({ fileName: 'vypis-02.gpc', content: btoa('074 GPC') })
  })
})
