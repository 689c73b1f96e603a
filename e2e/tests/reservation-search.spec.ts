import { type APIRequestContext, expect, test } from '@playwright/test'
import { signInAsDemo, snap, staffToken, todayInPrague } from './steps.ts'

// Issue 20: the reservations screen finds a December booking by a name typed without accents, keeps
// its filters in the address and exports CSV; the header's quick search (`/`) finds it too. At the
// desk's 1440 px and on a 390 px phone.

/** A December stay of Markéta Horáková booked by phone in the demo's first room free then. */
async function bookDecember(request: APIRequestContext) {
  const token = await staffToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const year = Number(todayInPrague().slice(0, 4)) + 1
  const listed = await request.get('/api/demo/list-resources', { headers })
  const rooms = ((await listed.json()).payload as { id: string; kind: string }[]).filter(
    (room) => room.kind === 'PENSIONROOM',
  )
  for (const room of rooms) {
    for (const day of [20, 14, 8]) {
      const answer = await request.post('/api/demo/create-reservation', {
        headers,
        data: {
          resourceId: room.id,
          since: `${year}-12-${day}`,
          till: `${year}-12-${day + 3}`,
          guests: { ADULT: 2 },
          contact: { name: 'Markéta Horáková', email: 'marketa.horakova@example.cz', phone: '+420 605 111 222' },
          source: 'PHONE',
        },
      })
      const body = (await answer.json()) as { payload: { id: string; code: string }; errorType: string | null }
      if (body.errorType === null) return body.payload
    }
  }
  throw new Error('no room free in December')
}

test.describe('at the desk', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the reservations screen finds a December booking by a name typed without accents', async ({
    page,
    request,
  }, testInfo) => {
    const stay = await bookDecember(request)
    await signInAsDemo(page)
    await page.getByRole('link', { name: 'Rezervace', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Rezervace' })).toBeVisible()
    await expect(page.getByTestId('reservation-row').first()).toBeVisible()

    const search = page.getByRole('searchbox', { name: 'Hledat v rezervacích' })
    await search.fill('horakova')
    await expect(page).toHaveURL(/[?&]q=horakova/)
    const row = page.getByTestId('reservation-row').filter({ hasText: stay.code })
    await expect(row).toContainText('Markéta Horáková')
    await expect(row).toContainText('Telefon')
    await snap(page, testInfo, 'reservations-search-1440')

    // the filters survive a reload: they live in the address
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Hledat v rezervacích' })).toHaveValue('horakova')
    await expect(page.getByTestId('reservation-row').filter({ hasText: stay.code })).toBeVisible()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    expect((await download).suggestedFilename()).toMatch(/^rezervace-\d{4}-\d{2}-\d{2}\.csv$/)

    await page.getByRole('link', { name: stay.code }).click()
    await expect(page.getByRole('heading', { name: `Rezervace ${stay.code}` })).toBeVisible()

    // the header's quick search: `/` where the page has no search of its own
    await page.getByRole('link', { name: 'Obsazenost', exact: true }).click()
    await page.locator('body').press('/')
    const quick = page.getByRole('dialog', { name: 'Hledat' })
    await quick.getByLabel('Hledat rezervace, kontakty a faktury').fill('HORÁKOVÁ')
    await expect(quick.getByRole('link', { name: /Markéta Horáková/ }).first()).toBeVisible()
    await snap(page, testInfo, 'quick-search-1440')
    await quick.getByLabel('Hledat rezervace, kontakty a faktury').press('Escape')
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the reservations screen and the quick search fit 390 px', async ({ page, request }, testInfo) => {
    const stay = await bookDecember(request)
    await signInAsDemo(page)
    await page.goto('/demo/reservations?q=marketa%20horakova')
    await expect(page.getByTestId('reservation-row').filter({ hasText: stay.code })).toBeVisible()
    // the filters fold away under one button; the page never scrolls sideways, only the table does
    await expect(page.getByTestId('filter-panel-toggle')).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await snap(page, testInfo, 'reservations-search-390')

    await page.getByRole('button', { name: 'Rychlé hledání' }).click()
    const quick = page.getByRole('dialog', { name: 'Hledat' })
    await quick.getByLabel('Hledat rezervace, kontakty a faktury').fill(stay.code.toLowerCase())
    await expect(quick.getByRole('link', { name: /Markéta Horáková/ })).toBeVisible()
    await snap(page, testInfo, 'quick-search-390')
  })
})
