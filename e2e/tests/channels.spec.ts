import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { addDays, signInAsDemo, snap, staffToken, todayInPrague } from './steps.ts'

// Issue 11: the owner imports a portal's calendar (the fake portal playwright.config.ts starts) for a
// room, sees its events on the timeline and a conflict with one of our stays on the home page,
// resolves it, and publishes the room's own calendar for the portals.

const PORTAL_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 5}`

test.use({ viewport: { width: 1440, height: 900 } })

interface Stay {
  id: string
  code: string
  status: string
  resourceId: string
  since: string
  till: string
}

/**
 * A confirmed stay of the demo in a room, within the timeline's first view, and two free two-night
 * windows of the same room there: the portal's events are made to meet the stay and miss the rest.
 */
async function stayAndFreeNights(request: APIRequestContext) {
  const today = todayInPrague()
  const token = await staffToken(request)
  const answer = await request.get(`/api/demo/list-reservations-by-resource/all/${today}/${addDays(today, 29)}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  const view = (await answer.json()).payload as {
    resources: { id: string; name: string; kind: string }[]
    reservations: Stay[]
  }
  const rooms = view.resources.filter((r) => r.kind === 'PENSIONROOM')
  for (const stay of view.reservations) {
    const room = rooms.find((r) => r.id === stay.resourceId)
    if (!room || stay.status !== 'CONFIRMED' || stay.since <= addDays(today, 1) || stay.till > addDays(today, 26))
      continue
    const ours = view.reservations.filter((r) => r.resourceId === room.id && r.status !== 'CANCELED')
    const free = (night: string) => ours.every((r) => night < r.since || night >= r.till)
    const windows: string[] = []
    for (let night = addDays(today, 1); night < addDays(today, 27) && windows.length < 2; night = addDays(night, 1)) {
      const last = windows.at(-1)
      if (free(night) && free(addDays(night, 1)) && (!last || night >= addDays(last, 3))) windows.push(night)
    }
    const [first, second] = windows
    if (first && second) return { stay, room: room.name, free: [first, second] as const }
  }
  throw new Error('no confirmed stay in a room with free nights around it in the demo data')
}

/** The room's card on the channels page. */
function roomCard(page: Page, room: string): Locator {
  return page.getByTestId('channel-room').filter({ has: page.getByRole('heading', { name: room, exact: true }) })
}

test('the owner imports a portal’s calendar, sees its events and a conflict, and publishes the room’s feed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const { stay, room, free } = await stayAndFreeNights(request)
  const feedName = `e2e-${Date.now()}`
  const events = [
    // over our stay's first two nights: a conflict
    { uid: `${feedName}-over`, since: stay.since, till: addDays(stay.since, 2) },
    { uid: `${feedName}-sold`, since: free[0], till: addDays(free[0], 2) },
    { uid: `${feedName}-closed`, since: free[1], till: addDays(free[1], 2), summary: 'Airbnb (Not available)' },
  ]
  const put = await request.put(`${PORTAL_URL}/feeds/${feedName}.ics`, { data: events })
  expect(put.status()).toBe(204)

  await signInAsDemo(page)
  await page.getByRole('link', { name: 'Kanály (iCal)' }).click()
  await expect(page.getByRole('heading', { name: 'Kanály (iCal)', level: 1 })).toBeVisible()
  await expect(page.getByTestId('channels-sync-every')).toContainText('každých 15 minut')

  // add the portal's calendar to the room
  const card = roomCard(page, room)
  await card.getByRole('button', { name: `Přidat kalendář – ${room}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Přidat kalendář portálu' })
  await dialog.getByRole('combobox', { name: 'Portál' }).fill('Airbnb')
  await dialog.getByRole('combobox', { name: 'Portál' }).press('Escape')
  await dialog.getByLabel('Adresa kalendáře (iCal)').fill(`${PORTAL_URL}/feeds/${feedName}.ics`)
  await expect(dialog.getByRole('radio', { name: 'Červená' })).toHaveAttribute('aria-checked', 'true')
  await dialog.getByRole('button', { name: 'Uložit' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Kalendář Airbnb je uložený; stahujeme ho.')).toBeVisible()

  // the server fetches it at once; the page looks again until it has
  const feed = card.getByTestId('channel-feed').filter({ hasText: 'Airbnb' })
  await expect(feed.getByTestId('channel-feed-status')).toContainText(/Staženo .* · 3 události/)
  await expect(feed).toContainText(`${PORTAL_URL}/feeds/…`)
  await feed.getByRole('button', { name: 'Synchronizovat Airbnb' }).click()
  await expect(page.getByText('Airbnb: beze změny od minulého stažení.')).toBeVisible()
  await card.scrollIntoViewIfNeeded()
  await snap(page, testInfo, 'channels-settings')

  // the timeline shows the portal's events on the room's row, the one over our stay as a conflict
  await page.getByRole('link', { name: 'Obsazenost', exact: true }).click()
  const row = page.getByTestId('timeline-row').filter({ hasText: room })
  const blocks = row.getByTestId('timeline-block')
  await expect(blocks).toHaveCount(3)
  await expect(row).toHaveAttribute('data-lanes', 'true')
  await expect(row.locator('[data-testid="timeline-block"][data-kind="BLOCK"]')).toHaveCount(1)
  const conflict = row.locator('[data-testid="timeline-block"][data-conflict]')
  await expect(conflict).toHaveCount(1)
  await expect(conflict).toHaveAttribute('title', /^Airbnb · rezervace z portálu · .* · střet s naší rezervací$/)
  await expect(page.getByText('Střet s portálem')).toBeVisible()
  // it only informs: a click opens no reservation
  await conflict.click({ force: true })
  await expect(page).toHaveURL(/\/demo\/timeline/)
  await row.scrollIntoViewIfNeeded()
  await snap(page, testInfo, 'timeline-with-portal-events')

  // the home page names both sides; resolved, the card goes
  await page.getByRole('link', { name: 'Přehled', exact: true }).click()
  const conflicts = page.getByTestId('channel-conflicts')
  const ours = conflicts.getByTestId('channel-conflict').filter({ hasText: stay.code })
  await expect(ours).toContainText(room)
  await expect(ours).toContainText('Airbnb (rezervace z portálu)')
  await expect(ours.getByRole('link', { name: stay.code })).toHaveAttribute('href', `/demo/reservations/${stay.id}`)
  await snap(page, testInfo, 'home-conflict')
  await ours.getByRole('button', { name: `Vyřešeno: Airbnb a rezervace ${stay.code}` }).click()
  await expect(page.getByText(`Střet s rezervací ${stay.code} je vyřešený.`)).toBeVisible()
  await expect(conflicts).toBeHidden()

  // publish the room's own calendar (or give it a new address) and read it as a portal would
  await page.getByRole('link', { name: 'Kanály (iCal)' }).click()
  const publish = card.getByRole('button', { name: `Publikovat kalendář – ${room}` })
  const shown = card.getByTestId('channel-export-url')
  await expect(publish.or(shown)).toBeVisible()
  const before = (await publish.isVisible()) ? null : await shown.inputValue()
  if (before === null) await publish.click()
  else {
    await card.getByRole('button', { name: `Nová adresa kalendáře – ${room}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Vytvořit novou adresu' }).click()
    // the old address stops working: wait for the new one on the page
    await expect(shown).not.toHaveValue(before)
  }
  await expect(shown).toBeVisible()
  const address = await shown.inputValue()
  expect(address).toMatch(/\/ical\/[\w-]+\.ics$/)
  const ical = await request.get(address)
  expect(ical.status()).toBe(200)
  expect(ical.headers()['content-type']).toContain('text/calendar')
  const text = await ical.text()
  expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true)
  expect(text).toContain(`DTSTART;VALUE=DATE:${stay.since.replaceAll('-', '')}`)

  // revoked, the address answers 404
  await card.getByRole('button', { name: `Zrušit adresu kalendáře – ${room}` }).click()
  await page
    .getByRole('dialog', { name: 'Zrušit zveřejnění kalendáře?' })
    .getByRole('button', { name: 'Zrušit adresu' })
    .click()
  await expect(page.getByText(`${room}: kalendář už není zveřejněný.`)).toBeVisible()
  expect((await request.get(address)).status()).toBe(404)

  // the phone: the page fits 390 px
  await page.setViewportSize({ width: 390, height: 844 })
  await card.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await snap(page, testInfo, 'channels-settings-phone')

  // the feed deleted, its events leave the timeline (and the demo is as it was for the other tests)
  await feed.getByRole('button', { name: 'Smazat Airbnb' }).click()
  await page
    .getByRole('dialog', { name: 'Smazat kalendář portálu?' })
    .getByRole('button', { name: 'Smazat kalendář' })
    .click()
  await expect(card.getByTestId('channel-feed')).toHaveCount(0)
  await page.goto('/demo/timeline')
  await expect(page.getByTestId('timeline-bar').first()).toBeVisible()
  await expect(page.getByTestId('timeline-block')).toHaveCount(0)
})

test('the owner publishes the rooms as one listing and changes when it counts as taken', async ({
  page,
  request,
}, testInfo) => {
  const { stay } = await stayAndFreeNights(request)
  const stayStart = `DTSTART;VALUE=DATE:${stay.since.replaceAll('-', '')}`
  await signInAsDemo(page)
  await page.getByRole('link', { name: 'Kanály (iCal)' }).click()
  const group = page.getByRole('region', { name: 'Pokoje jako jedna nabídka' })
  await expect(group).toContainText('kde 6 pokojů skupiny prodáváte jako jednu nabídku')
  await group.getByRole('radio', { name: 'Až když jsou obsazené všechny pokoje' }).check()
  await group.getByRole('button', { name: 'Publikovat kalendář – Pokoje' }).click()
  await expect(page.getByText('Pokoje: kalendář je zveřejněný; zkopírujte adresu do portálu.')).toBeVisible()
  const address = await group.getByTestId('channel-export-url').inputValue()
  const feed = async () => {
    const answer = await request.get(address)
    expect(answer.status()).toBe(200)
    return answer.text()
  }
  // one free room is enough to sell the listing: only nights with every room taken are in it
  const events = (text: string) => text.split('BEGIN:VEVENT').length - 1
  const allTaken = events(await feed())
  await group.scrollIntoViewIfNeeded()
  await snap(page, testInfo, 'channels-group')

  // the whole house as one listing: any taken room closes it; the portal keeps the same address
  await group.getByRole('radio', { name: 'Když je obsazený kterýkoli pokoj' }).check()
  await expect(
    page.getByText('Pokoje: kalendář hlásí obsazeno, když je obsazený kterýkoli pokoj. Adresa zůstává.'),
  ).toBeVisible()
  await expect(group.getByTestId('channel-export-url')).toHaveValue(address)
  const anyTaken = await feed()
  expect(anyTaken).toContain(stayStart)
  expect(events(anyTaken)).toBeGreaterThan(allTaken)

  // revoked (the demo as it was for the other tests)
  await group.getByRole('button', { name: 'Zrušit adresu kalendáře – Pokoje' }).click()
  await page
    .getByRole('dialog', { name: 'Zrušit zveřejnění kalendáře?' })
    .getByRole('button', { name: 'Zrušit adresu' })
    .click()
  await expect(page.getByText('Pokoje: kalendář už není zveřejněný.')).toBeVisible()
  expect((await request.get(address)).status()).toBe(404)
})
