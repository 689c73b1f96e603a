import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { signInAsDemo, snap } from './steps.ts'

// a demo customer (apps/server/src/seed/demo-documents.ts); the demo workspace is a VAT payer
const CUSTOMER = 'Prádelna Bělidlo s.r.o.'

const INBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 3}/messages`

test.use({ viewport: { width: 1280, height: 800 } })

test('an invoice: a customer, lines at two VAT rates with live totals, saved, issued with its number and a QR payment', async ({
  page,
}, testInfo) => {
  await signInAsDemo(page)
  await page.getByRole('link', { name: 'Faktury', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Faktury' })).toBeVisible()
  // N opens a new invoice once the role's rights are known (the same moment the button shows)
  await expect(page.getByRole('button', { name: /Nová faktura/ }).first()).toBeVisible()
  await snap(page, testInfo, 'invoices-list')

  await page.keyboard.press('n')
  await expect(page.getByTestId('invoice-title')).toHaveText('Nová faktura')
  await page.getByRole('combobox', { name: 'Odběratel' }).fill('Bělidlo')
  await page.getByRole('option', { name: new RegExp(CUSTOMER) }).click()
  const customer = page.getByRole('combobox', { name: 'Odběratel' })
  await expect(customer).toHaveValue(CUSTOMER)
  await expect(customer).toHaveAccessibleDescription('IČO 27082440 · DIČ CZ27082440 · Liberec')

  await page.getByLabel('Položka 1: text').fill('Ubytování – pokoj 2, 2 noci')
  await page.getByLabel('Položka 1: množství').fill('2')
  await page.getByLabel('Položka 1: jednotka').fill('noc')
  await page.getByLabel('Položka 1: cena za jednotku').fill('1 500')
  // Enter adds the next line and puts the cursor in it
  await page.getByLabel('Položka 1: cena za jednotku').press('Enter')
  await expect(page.getByLabel('Položka 2: text')).toBeFocused()
  await page.keyboard.type('Víno Ryzlink, láhev')
  await page.getByLabel('Položka 2: cena za jednotku').fill('350')
  await page.getByRole('combobox', { name: 'Položka 2: DPH' }).click()
  await page.getByRole('option', { name: '21 %', exact: true }).click()

  // 2 × 1 500 at 12 % and 350 at 21 %, prices without VAT
  await expect(page.getByTestId('recap-12')).toContainText('3 000,00 Kč')
  await expect(page.getByTestId('recap-12')).toContainText('360,00 Kč')
  await expect(page.getByTestId('recap-21')).toContainText('350,00 Kč')
  await expect(page.getByTestId('recap-21')).toContainText('73,50 Kč')
  await expect(page.getByTestId('total-base')).toHaveText('3 350,00 Kč')
  await expect(page.getByTestId('total-vat')).toHaveText('433,50 Kč')
  await expect(page.getByTestId('total-to-pay')).toHaveText('3 783,50 Kč')
  await snap(page, testInfo, 'invoice-editor-new')

  await page.getByRole('button', { name: 'Uložit' }).click()
  await expect(page).toHaveURL(/\/demo\/invoices\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('invoice-title')).toHaveText('Faktura – koncept')
  await expect(page.getByTestId('total-to-pay')).toHaveText('3 783,50 Kč')

  await page.getByRole('button', { name: 'Vystavit' }).click()
  const confirm = page.getByRole('dialog', { name: 'Vystavit fakturu?' })
  await expect(confirm).toContainText('Číslo je konečné')
  await confirm.getByRole('button', { name: 'Vystavit a přidělit číslo' }).click()
  // the demo seed issued a few invoices already: this one takes the next number of this year's series
  await expect(page.getByTestId('invoice-title')).toHaveText(/^Faktura \d{4}1\d{4}$/)
  const number = (await page.getByTestId('invoice-title').textContent())?.replace('Faktura ', '') ?? ''

  const payment = page.getByTestId('payment-panel')
  await expect(payment.getByTestId('payment-qr')).toBeVisible()
  await expect(payment.getByTestId('payment-amount-due')).toHaveText('3 783,50 Kč')
  await expect(payment.getByTestId('payment-vs')).toHaveValue(number)
  await expect(payment.getByTestId('payment-account')).toHaveValue('2001234561/2010')
  await snap(page, testInfo, 'invoice-issued-with-qr')

  await page.getByRole('link', { name: 'Zpět na faktury' }).click()
  const row = page.getByTestId('invoice-row').filter({ hasText: number })
  await expect(row).toContainText(CUSTOMER)
  await expect(row).toContainText('3 783,50 Kč')
  await expect(row).toContainText('Nezaplaceno')
  // sums over every matching invoice of the year, per currency
  await expect(page.getByTestId('invoices-sums')).toContainText('CZK')
  await snap(page, testInfo, 'invoices-list')
})

test('a stay invoiced from its reservation: issued, the PDF downloaded and sent to the guest by e-mail', async ({
  page,
  request,
}, testInfo) => {
  await signInAsDemo(page)
  await page.getByRole('link', { name: 'Obsazenost', exact: true }).click()
  await page.getByTestId('timeline-bar').first().click()
  await expect(page.getByRole('heading', { name: /^Rezervace [A-Z0-9]{6}$/ })).toBeVisible()
  // the invoice bills what the stay's account charges: its price and its extras (a dog, breakfast…)
  const stayTotal = (await page.getByTestId('account-charged').getByText(/Kč$/).textContent()) ?? ''

  await page.getByRole('button', { name: 'Vystavit fakturu' }).click()
  await expect(page).toHaveURL(/\/demo\/invoices\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('invoice-title')).toHaveText('Faktura – koncept')
  await expect(page.getByLabel('Položka 1: text')).toHaveValue(/Ubytování/)
  await expect(page.getByTestId('total-to-pay')).toHaveText(stayTotal)
  await snap(page, testInfo, 'invoice-from-reservation')

  await page.getByRole('button', { name: 'Vystavit' }).click()
  await page
    .getByRole('dialog', { name: 'Vystavit fakturu?' })
    .getByRole('button', { name: 'Vystavit a přidělit číslo' })
    .click()
  await expect(page.getByTestId('invoice-title')).toHaveText(/^Faktura \d{9}$/)
  const number = (await page.getByTestId('invoice-title').textContent())?.replace('Faktura ', '') ?? ''

  const downloading = page.waitForEvent('download')
  await page.getByTestId('invoice-pdf').click()
  const file = testInfo.outputPath('invoice.pdf')
  await (await downloading).saveAs(file)
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8')
  expect(text).toContain(number)
  expect(text).toContain('Penzion U Lípy s.r.o.')
  expect(text.replace(/\s+/g, ' ')).toContain(stayTotal.replace(/\s+/g, ' '))

  const to = `host-${Date.now()}@example.cz`
  await page.getByTestId('invoice-send').click()
  const dialog = page.getByRole('dialog', { name: `Odeslat fakturu ${number} e-mailem` })
  await dialog.getByLabel('Komu').fill(to)
  await dialog.getByRole('button', { name: 'Odeslat' }).click()
  await expect(page.getByText(`Faktura ${number} odešla i s PDF na ${to}.`)).toBeVisible()
  await snap(page, testInfo, 'invoice-sent')

  const messages = (await (await request.get(INBOX_URL)).json()) as { to: string[]; raw: string }[]
  const mail = messages.find((m) => m.to.includes(to))
  expect(mail?.raw).toContain('application/pdf')
  expect(mail?.raw).toContain(`${number}.pdf`)
})
