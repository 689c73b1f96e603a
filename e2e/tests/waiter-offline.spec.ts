import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import jsqr from 'jsqr'
import { openFreeTable, signInAsWaiter, snap, staffToken } from './steps.ts'

// Issue 27: the waiter's evening with the Wi-Fi gone. The demo's restaurant (apps/server/src/seed/
// demo-restaurant.ts) has Kulajda (79 Kč) and Plzeň 12° 0,5 l (59 Kč); its tables show "Stůl N: volný".
// the package is CommonJS: its default export is the module, whose `default` is the decoder
const jsQR = jsqr.default

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

interface Summary {
  receipts: { id: string; tableName: string; method: string; toPay: number }[]
}

/** The table's receipts of today (the demo's tables have some from before). */
async function receiptsOf(request: APIRequestContext, tableName: string) {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` }
  const info = (await (await request.get('/api/demo/list-resources', { headers })).json()).payload as {
    id: string
    kind: string
  }[]
  const restaurant = info.find((resource) => resource.kind === 'RESTAURANT')
  const answer = await request.get(`/api/demo/restaurant-daily-summary/${restaurant?.id}`, { headers })
  const summary = (await answer.json()).payload as Summary
  return summary.receipts.filter((receipt) => receipt.tableName === tableName)
}

async function search(page: Page, text: string) {
  await page.getByLabel('Hledat v lístku').fill(text)
}

test('20 s without Wi-Fi while adding items and paying cash: every item there once, the bill paid once', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  await signInAsWaiter(page)
  const table = await openFreeTable(page)
  const earlier = new Set((await receiptsOf(request, table)).map((receipt) => receipt.id))
  // the menu as the waiter had it open before the garden
  await search(page, 'plzeň')
  await expect(page.getByRole('button', { name: /^Přidat Plzeň 12° 0,5 l/ })).toBeVisible()

  await context.setOffline(true)
  const cut = Date.now()
  const beer = page.getByRole('button', { name: /^Přidat Plzeň 12° 0,5 l/ })
  for (let i = 0; i < 3; i++) await beer.click()
  await search(page, 'kulajda')
  await page.getByRole('button', { name: /^Přidat Kulajda/ }).click()
  // 3 × 59 + 79 = 256 Kč, shown at once, waiting on the device
  await expect(page.getByTestId('order-unpaid')).toHaveText('256,00 Kč')
  await expect(page.getByTestId('offline-banner')).toContainText('4 změny čekají v zařízení')
  await snap(page, testInfo, 'offline-order')

  // the guests pay 300 Kč in cash, still offline
  await page.getByRole('link', { name: 'Zaplatit' }).click()
  await page.getByText('Hotově', { exact: true }).click()
  await page.getByLabel('Přijato od hosta').fill('300')
  await expect(page.getByTestId('to-pay')).toHaveText('256,00 Kč')
  await expect(page.getByTestId('change')).toHaveText('44,00 Kč')
  await expect(page.getByTestId('qr-offline')).toBeVisible()
  await page.getByRole('button', { name: 'Zaplatit 256,00 Kč' }).click()
  await expect(page.getByText('Zaplaceno 256,00 Kč. Doklad se vystaví, až bude připojení.')).toBeVisible()
  await expect(page.getByTestId('offline-banner')).toContainText('5 změn čeká v zařízení')
  // the table's tile says what still waits for it
  await expect(page.getByRole('link', { name: `Stůl ${table}: volný` }).getByTestId('table-waiting')).toHaveText(
    'čeká 5 změn',
  )
  await snap(page, testInfo, 'offline-paid')
  expect(await receiptsOf(request, table)).toHaveLength(earlier.size)

  // the Wi-Fi is back after 20 s: the queue sends everything, once
  await page.waitForTimeout(Math.max(0, 20_000 - (Date.now() - cut)))
  await context.setOffline(false)
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 20_000 })
  const tile = page.getByRole('link', { name: `Stůl ${table}: volný` })
  await expect(tile.getByTestId('table-waiting')).toHaveCount(0, { timeout: 20_000 })
  await expect(tile).toBeVisible({ timeout: 15_000 })
  const paid = async () =>
    (await receiptsOf(request, table))
      .filter((receipt) => !earlier.has(receipt.id))
      .map((receipt) => [receipt.method, receipt.toPay])
  await expect.poll(paid, { timeout: 10_000 }).toEqual([['cash', 256_00]])
})

test('a QR payment shows the code of the amount being paid, and is recorded when the waiter confirms', async ({
  page,
  request,
}, testInfo) => {
  await signInAsWaiter(page)
  const table = await openFreeTable(page)
  const earlier = new Set((await receiptsOf(request, table)).map((receipt) => receipt.id))
  await search(page, 'plzeň')
  const beer = page.getByRole('button', { name: /^Přidat Plzeň 12° 0,5 l/ })
  await beer.click()
  await beer.click()
  await expect(page.getByTestId('order-unpaid')).toHaveText('118,00 Kč')
  await page.getByRole('link', { name: 'Zaplatit' }).click()
  await page.getByText('QR kód', { exact: true }).click()
  await page.getByRole('button', { name: /^Ukázat QR kód/ }).click()
  const panel = page.getByTestId('qr-payment')
  await expect(panel).toBeVisible()
  await expect(panel.getByTestId('payment-qr')).toBeVisible()
  await snap(page, testInfo, 'qr-payment')

  // what a banking app reads from the code on screen: its pixels, decoded here
  const image = await panel.getByTestId('payment-qr').evaluate(async (element: HTMLImageElement) => {
    await element.decode()
    const canvas = document.createElement('canvas')
    canvas.width = element.width
    canvas.height = element.height
    const context = canvas.getContext('2d')
    if (!context) return null
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.drawImage(element, 0, 0, canvas.width, canvas.height)
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height)
    return { data: Array.from(pixels.data), width: pixels.width, height: pixels.height }
  })
  if (!image) throw new Error('the QR code could not be drawn')
  const decoded = jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data
  expect(decoded).toMatch(/^SPD\*1\.0\*/)
  expect(decoded).toContain('*AM:118.00*')
  expect(decoded).toContain('*CC:CZK')
  expect(await receiptsOf(request, table)).toHaveLength(earlier.size)

  await panel.getByRole('button', { name: 'Zaplaceno' }).click()
  await expect(page.getByText('Děkujeme za návštěvu!')).toBeVisible()
  const receipts = (await receiptsOf(request, table)).filter((receipt) => !earlier.has(receipt.id))
  expect(receipts.map((receipt) => [receipt.method, receipt.toPay])).toEqual([['code', 118_00]])
})
