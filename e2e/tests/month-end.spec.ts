import { type APIRequestContext, expect, test } from '@playwright/test'
import { addDays, signInAsDemo, snap, staffToken, todayInPrague } from './steps.ts'

// The accountant's month end (issue 26): last month's invoice is issued, the month is closed on the
// VAT summary, the invoice can then be neither changed nor cancelled, a credit note corrects it with
// today's date, the month's files are exported, and the MAKRO card payment of the demo's bank
// (−3 278,90 Kč, apps/server/src/seed/demo-bank.ts) is matched by hand to its supplier invoice of
// 3 278,44 Kč with the 0,46 Kč booked as rounding. The month is opened again at the end, with a reason.

test.use({ viewport: { width: 1440, height: 900 } })

async function api(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await staffToken(request)}`, 'Accept-Language': 'cs' }
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> => {
    const answer = await request.fetch(path, { method, headers, ...(data === undefined ? {} : { data }) })
    const envelope = await answer.json()
    expect(envelope.errorType, JSON.stringify(envelope.messages)).toBeNull()
    return envelope.payload as T
  }
}

test('the month end: close last month, correct its invoice by a credit note, export, match a card payment', async ({
  page,
  request,
}, testInfo) => {
  const call = await api(request)
  const today = todayInPrague()
  const lastDayOfLastMonth = addDays(`${today.slice(0, 7)}-01`, -1)
  const lastMonth = lastDayOfLastMonth.slice(0, 7)
  // a rerun finds the month open again
  const books = await call<{ closedThrough: string | null }>('GET', '/api/demo/books-period')
  if (books.closedThrough && books.closedThrough >= `${lastMonth}-01`)
    await call('POST', '/api/demo/books-period/reopen', { month: lastMonth, reason: 'Opakovaný test' })

  // last month: 25 bottles of wine at 180 Kč without VAT, 21 %
  const customer = await call<{ id: string }>('PUT', '/api/demo/contacts', { name: 'Vinotéka U Sudu s.r.o.' })
  const draft = await call<{ id: string; version: number }>('POST', '/api/demo/invoice', {
    contactId: customer.id,
    issueDate: lastDayOfLastMonth,
    vatMode: 'FROM_BASE',
    lines: [{ text: 'Víno Ryzlink', quantity: 25, unit: 'láhev', unitPrice: 180_00, vatRate: 21 }],
  })
  const invoice = await call<{ id: string; number: string }>('POST', `/api/demo/invoice/${draft.id}/issue`, {
    version: draft.version,
  })
  // and MAKRO's invoice for the breakfast shopping the card paid
  const makro = await call<{ id: string }>('PUT', '/api/demo/contacts', { name: 'MAKRO Cash & Carry ČR s.r.o.' })
  await call('POST', '/api/demo/supplier-invoice', {
    contactId: makro.id,
    number: `MK-${today.replaceAll('-', '')}`,
    issueDate: addDays(today, -13),
    dueDate: addDays(today, 1),
    vatMode: 'FROM_TOTAL',
    lines: [{ text: 'Potraviny – snídaně', quantity: 1, unitPrice: 3_278_44, vatRate: 12 }],
  })

  // the VAT summary opens on last month: close it
  await signInAsDemo(page)
  await page.goto('/demo/invoices/vat-summary')
  const card = page.getByTestId('books-period')
  await card.getByRole('button', { name: /^Uzavřít / }).click()
  await expect(card.getByTestId('books-closed-through')).toContainText('uzavřené do')
  await expect(card.getByRole('button', { name: /^Znovu otevřít / })).toBeVisible()
  await snap(page, testInfo, 'month-closed')

  // its invoice: 24 bottles instead of 25 is refused, and so is cancelling it
  await page.goto(`/demo/invoices/${invoice.id}`)
  await expect(page.getByTestId('invoice-title')).toHaveText(`Faktura ${invoice.number}`)
  await page.getByLabel('Položka 1: množství').fill('24')
  await page.getByRole('button', { name: 'Uložit' }).click()
  // the closed month is named at its taxable supply date
  await expect(page.getByText(/je uzavřené/).first()).toBeVisible()
  await snap(page, testInfo, 'closed-invoice-edit-refused')
  await page.reload()
  await page.getByRole('button', { name: 'Stornovat' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Stornovat fakturu' }).click()
  await expect(page.getByText(/je uzavřené/).first()).toBeVisible()
  await snap(page, testInfo, 'closed-invoice-refused')

  // a credit note dated today takes one bottle back
  await page.reload()
  await page.getByRole('button', { name: 'Opravný doklad' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Důvod opravy').fill('Vráceno 1 víno: účtováno 25 lahví místo 24')
  await dialog.getByRole('button', { name: 'Vytvořit koncept' }).click()
  await expect(page.getByTestId('invoice-title')).toContainText('koncept')
  await expect(page.getByText(`Opravuje doklad ${invoice.number}`).first()).toBeVisible()
  await page.getByLabel('Položka 1: množství').fill('-1')
  // −180,00 × 21 % = −37,80
  await expect(page.getByTestId('total-to-pay')).toHaveText(/^[−-]217,80\sKč$/)
  await page.getByRole('button', { name: 'Uložit' }).click()
  await page.getByRole('button', { name: 'Vystavit' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Vystavit a přidělit číslo/ })
    .click()
  await expect(page.getByTestId('invoice-title')).toHaveText(/\d{9}$/)
  await expect(page.getByTestId('total-to-pay')).toHaveText(/^[−-]217,80\sKč$/)
  // owed back to the customer, not "overpaid"
  await expect(page.getByText('Zbývá vrátit')).toBeVisible()
  await expect(page.getByTestId('payments-remaining')).toHaveText(/^217,80\sKč$/)
  await snap(page, testInfo, 'credit-note-issued')

  // the month's files for the accountant and its filings for the tax office
  const exportsOfLastMonth = `/demo/invoices/exports?period=month&month=${lastMonth}`
  const downloaded = async (kind: string) => {
    const download = page.waitForEvent('download')
    await page.getByTestId(`export-${kind}`).getByRole('button').click()
    return (await download).suggestedFilename()
  }
  await page.goto(exportsOfLastMonth)
  expect(await downloaded('issued')).toContain(lastMonth)
  expect(await downloaded('isdoc')).toContain(lastMonth)
  expect(await downloaded('pohoda')).toMatch(/^pohoda-.*\.xml$/)
  // the filings need the tax office: the download says what to fill in, and where
  await page.getByTestId('export-dphdp3').getByRole('button').click()
  await expect(page.getByText(/kód finančního úřadu/).first()).toBeVisible()
  await page.goto('/demo/settings/company')
  await page.getByLabel('Kód finančního úřadu').fill('451')
  await page.getByLabel('Kód územního pracoviště').fill('2001')
  await page.getByRole('combobox', { name: 'Kdo podává' }).click()
  await page.getByRole('option', { name: 'Právnická osoba (firma)' }).click()
  await page.getByRole('button', { name: 'Uložit' }).click()
  await expect(page.getByText('Údaje firmy jsou uložené.').first()).toBeVisible()
  await page.goto(exportsOfLastMonth)
  expect(await downloaded('dphdp3')).toBe(`dphdp3-${lastMonth}.xml`)
  expect(await downloaded('dphkh1')).toBe(`dphkh1-${lastMonth}.xml`)
  await snap(page, testInfo, 'exports')

  // the MAKRO card payment, found by hand, with 0,46 Kč of rounding
  await page.goto('/demo/bank/items')
  const row = page.getByTestId('bank-item').filter({ hasText: 'MAKRO' }).filter({ hasText: '3 278,90' })
  await row.getByRole('button', { name: 'Spárovat' }).click()
  const search = page.getByTestId('document-search')
  await search.getByLabel('Hledat mezi otevřenými doklady').fill('MAKRO')
  await search.getByRole('checkbox', { name: /Vybrat MK-/ }).check()
  await expect(search.getByTestId('split-difference')).toContainText('0,46 Kč')
  await search.getByRole('button', { name: 'Spárovat vybraný doklad' }).click()
  await expect(page.getByText('Doklad je zaplacen.').first()).toBeVisible()
  await snap(page, testInfo, 'makro-matched')

  // and the month is opened again, with a reason kept in the history
  await page.goto('/demo/invoices/vat-summary')
  await card.getByRole('button', { name: /^Znovu otevřít / }).click()
  await page
    .getByRole('dialog')
    .getByLabel(/Důvod otevření/)
    .fill('Dodatečně přišla faktura za energie')
  await page.getByRole('dialog').getByRole('button', { name: 'Otevřít období' }).click()
  await expect(card.getByRole('button', { name: /^Uzavřít / })).toBeVisible()
})
