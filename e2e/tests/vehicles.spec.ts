import { expect, type Page, test } from '@playwright/test'
import { signInAsDemo, snap } from './steps.ts'

// a demo contact (apps/server/src/seed/demo-documents.ts) rents the new vehicle
const RENTER = 'Jan Novák'

test.use({ viewport: { width: 1280, height: 800 } })

/** A day `days` from today as a Czech date field takes it (`12. 3. 2027`); far enough ahead to be free. */
function czechDay(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${date.getUTCDate()}. ${date.getUTCMonth() + 1}. ${date.getUTCFullYear()}`
}

async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label, exact: true })
  await input.fill(value)
  await input.press('Escape')
}

test('a vehicle: created, rented on a contract with a handover, a photo, a label and an invoice, then ended', async ({
  page,
}, testInfo) => {
  const suffix = String(Date.now()).slice(-4)
  const name = `Adria Twin 600 SPT ${suffix}`
  const plate = `7E2 ${suffix}`

  await signInAsDemo(page)
  await page.getByRole('link', { name: 'Vozidla', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Vozidla', exact: true })).toBeVisible()
  // the demo fleet: one motorhome out now
  await expect(page.getByTestId('borrowed-car')).toHaveCount(1)
  await snap(page, testInfo, 'fleet')

  await page
    .getByRole('button', { name: /Nové vozidlo/ })
    .first()
    .click()
  await expect(page.getByTestId('vehicle-title')).toHaveText('Nové vozidlo')
  await page.getByLabel('Název vozidla').fill(name)
  await page.getByLabel('SPZ').fill(plate.toLowerCase())
  await page.getByLabel('Lůžka').fill('2')
  await page.getByLabel('Stav tachometru').fill('15000')
  await page.getByLabel('Cena za den').fill('3 200')
  await page.getByLabel('Kauce').fill('25 000')
  await page.getByRole('button', { name: 'Uložit vozidlo' }).click()
  await expect(page).toHaveURL(/\/demo\/vehicles\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('vehicle-title')).toHaveText(name)
  // the plate is kept as written on it
  await expect(page.getByLabel('SPZ')).toHaveValue(plate)
  await snap(page, testInfo, 'vehicle-saved')

  await page.getByRole('link', { name: 'Pronajmout' }).click()
  await expect(page.getByTestId('contract-title')).toHaveText('Nová nájemní smlouva')
  await expect(page.getByRole('combobox', { name: 'Vozidlo' })).toHaveValue(`${name} · ${plate}`)
  await page.getByRole('combobox', { name: 'Nájemce' }).fill('Novák')
  await page.getByRole('option', { name: new RegExp(RENTER) }).click()
  await typeDate(page, 'Převzetí', czechDay(40))
  await typeDate(page, 'Vrácení', czechDay(43))
  // 4 days, the pickup and the return day both counted, at 3 200 Kč
  await expect(page.getByTestId('contract-price')).toHaveValue('12800')
  await expect(page.getByText('4 dny × 3 200,00 Kč = 12 800,00 Kč')).toBeVisible()
  await expect(page.getByLabel('Kauce')).toHaveValue('25000')
  await snap(page, testInfo, 'contract-new')
  await page.getByRole('button', { name: 'Založit smlouvu' }).click()
  await expect(page).toHaveURL(/\/demo\/contracts\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('contract-title')).toHaveText(/^Smlouva \d{4}-\d{4}$/)
  const number = ((await page.getByTestId('contract-title').textContent()) ?? '').replace('Smlouva ', '')
  const contractUrl = page.url()

  // handover: odometer and a tank three quarters full
  const handover = page.getByTestId('record-handover')
  await handover.getByLabel('Stav tachometru').fill('15 020')
  await handover.getByRole('slider', { name: 'Palivo' }).focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(handover.getByText('6/8 nádrže')).toBeVisible()
  await handover.getByLabel('Poškození a poznámky').fill('Škrábanec na zadním nárazníku.')
  // the contract's deposit, taken in cash
  await expect(handover.getByLabel('Složená kauce')).toHaveValue('25000')
  await handover.getByRole('radio', { name: 'Hotově' }).check()
  await handover.getByRole('button', { name: 'Zapsat předání' }).click()
  await expect(page.getByText('Předání je zapsané.')).toBeVisible()
  await expect(page.getByText(/^Zapsáno /)).toBeVisible()

  // a photo of the handover, attached to the contract
  const photo = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 320, height: 240 } })
  await page
    .getByTestId('object-drop-zone')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'predani.png', mimeType: 'image/png', buffer: photo })
  await expect(page.getByTestId('object-photo')).toHaveCount(1)
  await expect(page.getByTestId('object-photo')).toContainText('predani')

  // a label on the contract
  const label = `Dlouhá cesta ${suffix}`
  await page.getByRole('button', { name: 'Přidat štítek' }).click()
  await page.getByRole('textbox', { name: 'Hledat nebo založit štítek' }).fill(label)
  await page.getByRole('button', { name: `Založit štítek „${label}“` }).click()
  await expect(page.getByTestId('object-labels')).toContainText(label)
  await page.keyboard.press('Escape')

  // an invoice to the renter, then paired with the contract
  await page.getByRole('link', { name: 'Nová faktura nájemci' }).click()
  await expect(page.getByRole('combobox', { name: 'Odběratel' })).toHaveValue(RENTER)
  await page.getByLabel('Položka 1: text').fill(`Pronájem obytného vozu ${name}`)
  await page.getByLabel('Položka 1: množství').fill('4')
  await page.getByLabel('Položka 1: cena za jednotku').fill('3 200')
  await page.getByRole('button', { name: 'Uložit' }).click()
  await expect(page).toHaveURL(/\/demo\/invoices\/[0-9a-f-]{36}$/)
  await page.goto(contractUrl)
  await page.getByRole('button', { name: 'Spárovat fakturu' }).click()
  const pairing = page.getByRole('dialog', { name: `Spárovat fakturu – ${RENTER}` })
  await pairing.getByTestId('pair-candidate').first().click()
  await pairing.getByRole('button', { name: 'Spárovat', exact: true }).click()
  await expect(pairing).toBeHidden()
  await expect(page.getByTestId('paired-invoice')).toHaveCount(1)
  await snap(page, testInfo, 'contract-with-handover-photo-invoice')

  // ended early: on its first day the vehicle is free again
  await page.getByRole('button', { name: 'Ukončit smlouvu' }).click()
  const ending = page.getByRole('dialog', { name: `Ukončit smlouvu ${number}?` })
  await expect(ending.getByRole('textbox', { name: 'Poslední den smlouvy' })).toHaveValue(czechDay(40))
  await ending.getByRole('button', { name: 'Ukončit smlouvu' }).click()
  await expect(ending).toBeHidden()
  await expect(page.getByText(`Smlouva ${number} je ukončená.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ukončit smlouvu' })).toBeHidden()
  await expect(page.getByTestId('contract-form').getByRole('button', { name: 'Uložit' })).toBeHidden()
  await snap(page, testInfo, 'contract-ended')

  await page.getByRole('link', { name: 'Zpět na smlouvy' }).click()
  await page.getByRole('searchbox', { name: 'Hledat ve smlouvách' }).fill(number)
  await expect(page.getByTestId('contract-row')).toHaveCount(1)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${number}`))
  const row = page.getByTestId('contract-row').filter({ hasText: number })
  await expect(row).toContainText(RENTER)
  await expect(row).toContainText(name)
  await expect(row).toContainText('Ukončená')
  await snap(page, testInfo, 'contracts-list')
})
