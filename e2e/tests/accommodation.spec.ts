import { execFileSync } from 'node:child_process'
import { expect, type Page, test } from '@playwright/test'
import { signInAsDemo, snap, vacateRoomToday } from './steps.ts'

const GUEST = 'Kateřina Veselá'

/** The demo has bookings around today: a room (not a pitch) whose night of today is free, and whether tomorrow is. */
async function roomFreeToday(page: Page): Promise<{ name: string; nights: 1 | 2 }> {
  const free = await page.getByTestId('timeline-row').evaluateAll((rows) =>
    rows
      .filter((row) => row.getAttribute('data-kind') === 'PENSIONROOM')
      .map((row) => {
        const today = row.querySelector('[data-today]')
        const tomorrow = today?.nextElementSibling
        return {
          name: row.firstElementChild?.textContent ?? '',
          today: today !== null && !today.hasAttribute('data-taken'),
          tomorrow: tomorrow !== null && tomorrow !== undefined && !tomorrow.hasAttribute('data-taken'),
        }
      })
      .filter((row) => row.today),
  )
  const room = free.find((r) => r.tomorrow) ?? free[0]
  if (!room) throw new Error('no room is free tonight in the demo data')
  return { name: room.name, nights: room.tomorrow ? 2 : 1 }
}

/** Selects the room's empty nights from today: press and drag over two, or click one night twice. */
async function selectNightsFromToday(page: Page, room: string, nights: 1 | 2) {
  const row = page.getByTestId('timeline-row').filter({ hasText: room })
  const box = await row.locator('[data-today]').boundingBox()
  if (!box) throw new Error('today is not on the timeline')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width / 2, y)
  await page.mouse.down()
  if (nights === 2) await page.mouse.move(box.x + box.width * 1.5, y, { steps: 6 })
  await expect(row.getByTestId('timeline-selection')).toBeVisible()
  await page.mouse.up()
  if (nights === 1) await page.mouse.click(box.x + box.width / 2, y)
}

test('a reservation from the timeline through guests, check-in and check-out to a clean room', async ({
  page,
  request,
}, testInfo) => {
  await signInAsDemo(page)
  await page.getByRole('link', { name: 'Obsazenost', exact: true }).click()
  await expect(page.getByTestId('timeline-bar').first()).toBeVisible()
  await snap(page, testInfo, 'timeline')

  const { name: ROOM, nights } = await roomFreeToday(page)
  // last night's guests, if they leave today, are gone by the time the new ones arrive
  await vacateRoomToday(request, ROOM)
  await selectNightsFromToday(page, ROOM, nights)
  const dialog = page.getByRole('dialog', { name: 'Nová rezervace' })
  await expect(dialog.getByLabel('Pokoj / místo')).toHaveValue(ROOM)
  await dialog.getByLabel('Jméno hosta (kontakt)').fill(GUEST)
  await dialog.getByLabel('Telefon').fill('+420 608 111 222')
  await expect(dialog.getByTestId('price-total')).toBeVisible()
  await snap(page, testInfo, 'new-reservation-with-price')
  await dialog.getByRole('button', { name: 'Vytvořit rezervaci' }).click()
  await expect(dialog).toBeHidden()

  const bar = page.getByTestId('timeline-bar').filter({ hasText: GUEST })
  await expect(bar).toBeVisible()
  await snap(page, testInfo, 'reservation-on-timeline')
  await bar.click()

  await expect(page.getByRole('heading', { name: /^Rezervace [A-Z0-9]{6}$/ })).toBeVisible()
  await expect(page.getByTestId('price-breakdown')).toContainText('Cena ubytování celkem')
  await page.getByRole('button', { name: 'Přidat hosta' }).click()
  await page.getByRole('button', { name: 'Přidat hosta' }).click()
  const first = page.getByTestId('guest-row-0')
  await first.getByLabel('Jméno', { exact: true }).fill('Kateřina')
  await first.getByLabel('Příjmení').fill('Veselá')
  // the nationality from the ISO list, searched by code or name (the same form as the guest's own)
  await first.getByLabel('Státní příslušnost').fill('CZE')
  await page.getByRole('option', { name: 'Česko' }).click()
  const second = page.getByTestId('guest-row-1')
  await second.getByLabel('Jméno', { exact: true }).fill('Jonas')
  await second.getByLabel('Příjmení').fill('Weber')
  await second.getByLabel('Datum narození').fill('4.7.1988')
  await second.getByLabel('Státní příslušnost').fill('německo')
  await page.getByRole('option', { name: 'Německo' }).click()
  await second.getByLabel('Adresa bydliště').fill('Lindenstraße 4, München')
  // a foreigner's document is required for the police report
  await second.getByLabel('Doklad totožnosti').click()
  await page.getByRole('option', { name: 'Cestovní pas', exact: true }).click()
  await second.getByLabel('Číslo dokladu').fill('C01X00T47')
  await page.getByRole('button', { name: 'Uložit hosty' }).click()
  await expect(page.getByText('Hosté jsou uložení (2).')).toBeVisible()
  await snap(page, testInfo, 'two-guests')

  await page.getByRole('link', { name: 'Recepce', exact: true }).click()
  const arrival = page.getByTestId('reception-row').filter({ hasText: GUEST })
  await expect(arrival).toBeVisible()
  await snap(page, testInfo, 'reception-arrival')
  await arrival.getByRole('button', { name: 'Ubytovat' }).click()
  await expect(arrival.getByText('Ubytován', { exact: true }).filter({ visible: true })).toBeVisible()
  await snap(page, testInfo, 'checked-in')
  // the stay is not paid yet: reception is asked, and takes the payment first
  await arrival.getByRole('button', { name: 'Odhlásit' }).click()
  const owed = page.getByTestId('front-desk-confirm')
  await expect(owed).toContainText('Hosté ještě dluží')
  await snap(page, testInfo, 'money-owed')
  await owed.getByRole('button', { name: 'Zaplatili teď – odhlásit' }).click()
  await expect(arrival.getByText('Odhlášen', { exact: true }).filter({ visible: true })).toBeVisible()
  await expect(arrival.getByText('Zaplaceno', { exact: true }).filter({ visible: true })).toBeVisible()
  await snap(page, testInfo, 'checked-out')

  await page.getByRole('link', { name: 'Úklid', exact: true }).click()
  const card = page.getByTestId('room-clean-card').filter({ hasText: ROOM })
  await expect(card).toHaveAttribute('data-state', 'DIRTY')
  await snap(page, testInfo, 'room-dirty')
  await card.getByRole('button', { name: `${ROOM}: uklizeno` }).click()
  await expect(card).toHaveAttribute('data-state', 'CLEAN')
  await snap(page, testInfo, 'room-clean')

  await page.getByRole('link', { name: 'Přehled obsazenosti', exact: true }).click()
  await expect(page.getByText(ROOM).first()).toBeVisible()
  await snap(page, testInfo, 'occupancy-report')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Stáhnout PDF' }).click()
  const file = testInfo.outputPath('report.pdf')
  await (await downloading).saveAs(file)
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8')
  expect(text).toContain('Přehled obsazenosti')
  expect(text).toContain('Penzion U Lípy s.r.o.')
  expect(text).toContain(ROOM)
})
