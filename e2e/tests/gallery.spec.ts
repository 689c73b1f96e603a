import { expect, type Page, test } from '@playwright/test'
import { signInAsDemo, snap } from './steps.ts'

// The staff photo gallery: a vehicle's photo under the vehicles filter, and a room's photo made
// public, which guests then see on the booking page. Demo data: apps/server/src/seed/.
const CAR = 'Benimar Tessoro 494'
const ROOM = 'Pokoj 102 – Javor'

test.use({ viewport: { width: 1280, height: 900 } })

/** A small PNG: a corner of the screen as it is now. */
async function photoOf(page: Page) {
  return page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 320, height: 240 } })
}

/** Chooses what the gallery shows ("Zobrazit"): the list is searchable, so typing narrows it. */
async function show(page: Page, option: string | RegExp) {
  await page.getByRole('combobox', { name: 'Zobrazit' }).click()
  await page.getByRole('option', { name: option }).click()
}

test('a vehicle’s photo in the staff gallery, and a room’s photo made public for guests', async ({
  page,
  browser,
}, testInfo) => {
  // three uploads with thumbnails and a second browser context: more than a minute on a busy machine
  test.slow()
  const suffix = String(Date.now()).slice(-5)
  const carPhoto = `benimar-zepredu-${suffix}`
  const roomPhoto = `javor-vyhled-${suffix}`
  const caption = `Výhled z pokoje Javor ${suffix}`

  await signInAsDemo(page)

  // a photo of a vehicle, added on the vehicle's page
  await page.getByRole('link', { name: 'Vozidla', exact: true }).click()
  await page.getByTestId('car-row').getByRole('link', { name: CAR }).click()
  await expect(page.getByTestId('vehicle-title')).toHaveText(CAR)
  await page
    .getByTestId('object-drop-zone')
    .locator('input[type="file"]')
    .setInputFiles({ name: `${carPhoto}.png`, mimeType: 'image/png', buffer: await photoOf(page) })
  await expect(page.getByTestId('object-photo').filter({ hasText: carPhoto })).toHaveCount(1)

  // the staff gallery filtered to that vehicle shows it, and offers no public gallery for it
  await page.getByRole('link', { name: 'Fotogalerie', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Fotogalerie', exact: true })).toBeVisible()
  await show(page, new RegExp(`^${CAR}`))
  const carTile = page.getByTestId('gallery-tile').filter({ hasText: carPhoto })
  await expect(carTile).toHaveCount(1)
  await expect(carTile).toContainText('Jen personál')
  await expect(page.getByRole('switch', { name: 'Do veřejné galerie' })).toBeHidden()
  await expect(carTile.getByRole('img', { name: carPhoto })).toBeVisible()
  await snap(page, testInfo, 'gallery-vehicle')

  // a room's photo, added for the staff only, then made public with a caption
  await show(page, ROOM)
  const forGallery = page.getByRole('switch', { name: 'Do veřejné galerie' })
  await forGallery.uncheck({ force: true })
  await expect(forGallery).not.toBeChecked()
  await page
    .getByTestId('gallery-drop-zone')
    .locator('input[type="file"]')
    .setInputFiles({ name: `${roomPhoto}.png`, mimeType: 'image/png', buffer: await photoOf(page) })
  const roomTile = page.getByTestId('gallery-tile').filter({ hasText: roomPhoto })
  await expect(roomTile).toContainText('Jen personál')
  await roomTile.getByRole('button', { name: `Upravit ${roomPhoto}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Upravit fotografii' })
  await dialog.getByLabel('Popisek').fill(caption)
  await dialog.getByText('Veřejná galerie', { exact: true }).click()
  await dialog.getByRole('button', { name: 'Uložit' }).click()
  await expect(dialog).toBeHidden()
  const publicTile = page.getByTestId('gallery-tile').filter({ hasText: caption })
  await expect(publicTile).toContainText('Veřejná galerie')
  await snap(page, testInfo, 'gallery-room-public')

  // a guest (not signed in) sees it in the house's gallery on the booking page
  const guestContext = await browser.newContext({ locale: 'cs-CZ', viewport: { width: 390, height: 844 } })
  const guest = await guestContext.newPage()
  await guest.goto('/book/demo')
  const gallery = guest.getByTestId('public-gallery')
  await expect(gallery.getByRole('img', { name: caption })).toBeVisible()
  await gallery.getByRole('button', { name: `Zobrazit fotografii: ${caption}` }).click()
  await expect(guest.getByRole('dialog').getByRole('img', { name: caption })).toBeVisible()
  await snap(guest, testInfo, 'booking-gallery')
  await guestContext.close()

  // the demo's public gallery stays as it was for the other specs: the photo goes again
  await publicTile.getByRole('button', { name: `Smazat ${roomPhoto}.png` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Smazat', exact: true }).click()
  await expect(publicTile).toHaveCount(0)
})
