import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, type CDPSession, chromium } from '@playwright/test'
import { and, asc, eq, gte, inArray } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { reservations, workspaces } from '../apps/server/src/db/schema/index.ts'
import { seedDemo } from '../apps/server/src/seed/demo.ts'
import { LocalFileStorage } from '../apps/server/src/storage/local-file-storage.ts'
import { report } from './summary.ts'

/**
 * Issue 21's goal: on a slow mobile line (1.6 Mbps down, 750 kbps up, 150 ms latency) the public
 * booking pages show their offers (names with prices) and the guest's check-in page its form within
 * 2.5 s, on the e2e's phone profile (390 × 844, touch, device scale 3), each a first visit with an
 * empty cache, served by the built product on the embedded database with the demo workspace.
 *
 * Per page: the time from the navigation's start until the content is in the page and visible (taken
 * in the page by a MutationObserver, not by polling from here), the bytes on the wire (the sum of
 * `encodedDataLength` of every request until the network is idle), and the first load's waterfall.
 * The median of five loads is reported; nothing is asserted. `node --import tsx bench/slow-line.bench.ts
 * guest` measures only the pages whose name has that word; SLOW_LINE_UNTHROTTLED=1 loads them without the
 * slow line (what is left is the browser's own work: parsing, running the scripts, rendering).
 */
const LOADS = 5
const GOAL_MS = 2500
const LINE = process.env.SLOW_LINE_UNTHROTTLED
  ? { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }
  : { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }
const PASSWORD = 'bench-password-1'
const dist = path.resolve(import.meta.dirname, '../apps/web/dist')

/** What counts as shown: an element matching `selector`, laid out, with text matching `text` when given. */
interface Content {
  selector: string
  /** a regular expression's source the element's text must match (a price has a digit) */
  text?: string
}

interface Load {
  contentMs: number
  bytes: number
  bytesBeforeContent: number
  requests: { url: string; startMs: number; endMs: number; bytes: number }[]
}

if (!existsSync(path.join(dist, 'index.html'))) {
  console.log(`skipped: no built web app in ${dist} (run npm run build)`)
} else {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-slow-line-'))
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', WEB_DIST: dist })
  const database = await openDatabase(config)
  await seedDemo(database.db, { password: PASSWORD, storage: new LocalFileStorage(config.storageDir) })
  const app = await buildApp({ config, database, logger: false })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })

  // the booking page of the demo's first group (the one with rooms, as the e2e's booking test takes)
  const groupsAnswer = await fetch(`${address}/public-api/workspace/demo/resource-groups`)
  const groups = ((await groupsAnswer.json()) as { payload: { groups: { id: string; name: string }[] } }).payload.groups
  const group = groups.find((g) => g.name === 'Pokoje') ?? groups[0]
  if (!group) throw new Error('the demo workspace offers no group online')
  // a stay to come whose guests can still be filled in: its link is the one the confirmation e-mail sends
  const today = new Date().toISOString().slice(0, 10)
  const [stay] = await database.db
    .select({ token: reservations.guestInfoToken })
    .from(reservations)
    .innerJoin(workspaces, eq(workspaces.id, reservations.workspaceId))
    .where(
      and(
        eq(workspaces.slug, 'demo'),
        inArray(reservations.status, ['REQUESTED', 'CONFIRMED']),
        gte(reservations.since, today),
      ),
    )
    .orderBy(asc(reservations.since))
    .limit(1)
  if (!stay) throw new Error('the demo workspace has no stay to come')

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const price = { selector: '[data-testid="group-card-price"], [data-testid="room-offer-price"]', text: '\\d' }
  const pages: { name: string; url: string; content: Content }[] = [
    { name: 'booking start page', url: '/book/demo', content: price },
    { name: 'booking group page', url: `/book/demo/${group.id}`, content: price },
    {
      name: 'guest check-in page',
      url: `/guest/${stay.token}`,
      content: { selector: '[data-testid="guest-card-0"] input' },
    },
  ]

  const rows = []
  // `node --import tsx bench/slow-line.bench.ts guest`: only the pages whose name has that word
  const only = import.meta.url === `file://${process.argv[1]}` ? process.argv[2] : undefined
  for (const { name, url, content } of pages.filter((p) => !only || p.name.includes(only))) {
    const loads: Load[] = []
    for (let i = 0; i < LOADS; i++) loads.push(await loadOnSlowLine(browser, address, url, content))
    const first = loads[0]
    if (first) {
      console.log(`\n${name} ${url}: the first load's requests (ms from the navigation's start)`)
      console.table(
        first.requests.map((r) => ({
          url: shortUrl(r.url.replace(address, '')),
          start: r.startMs,
          end: r.endMs,
          kb: Number((r.bytes / 1024).toFixed(1)),
        })),
      )
      console.log(`content shown at ${first.contentMs} ms`)
    }
    const times = loads.map((l) => l.contentMs).sort((a, b) => a - b)
    const bytes = loads.map((l) => l.bytes).sort((a, b) => a - b)
    const median = (values: number[]) => values[Math.floor(values.length / 2)] ?? Number.NaN
    const kb = (n: number) => Math.round(n / 1024)
    rows.push({
      page: name,
      medianMs: median(times),
      rangeMs: `${times[0]}–${times[times.length - 1]}`,
      medianKb: kb(median(bytes)),
      rangeKb: `${kb(bytes[0] ?? 0)}–${kb(bytes[bytes.length - 1] ?? 0)}`,
      kbBeforeContent: kb(median(loads.map((l) => l.bytesBeforeContent).sort((a, b) => a - b))),
    })
    report({
      suite: 'slow-line',
      figure: `${name}, content shown, 1.6 Mbps/150 ms, phone, empty cache (median of ${LOADS})`,
      value: median(times),
      unit: 'ms',
      goal: { max: GOAL_MS },
    })
    report({
      suite: 'slow-line',
      figure: `${name}, bytes on the wire (median of ${LOADS})`,
      value: kb(median(bytes)),
      unit: 'KB',
    })
  }
  console.log('\nslow line (1.6 Mbps down, 150 ms), phone, empty cache:')
  console.table(rows)
  await browser.close()
  await app.close()
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
}

/** A data: URL (an inline image) or a long address cut to fit a table's column. */
function shortUrl(url: string): string {
  return url.length > 90 ? `${url.slice(0, 87)}…` : url
}

/** One first visit in a fresh context (empty cache) on the slow line: when the content showed, the bytes. */
async function loadOnSlowLine(browser: Browser, address: string, url: string, content: Content): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    baseURL: address,
    locale: 'cs-CZ',
  })
  // in the page from its first script: the moment (performance.now(), from the navigation's start)
  // the content is first in the document, laid out and with its text
  // a string, not a function: tsx would wrap the function's inner functions in a helper the page lacks
  await context.addInitScript(`(() => {
    const selector = ${JSON.stringify(content.selector)}
    const pattern = ${content.text ? `new RegExp(${JSON.stringify(content.text)})` : 'null'}
    const shown = () =>
      Array.from(document.querySelectorAll(selector)).some((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden' &&
          (!pattern || pattern.test(element.textContent ?? ''))
      })
    const observer = new MutationObserver(() => {
      if (window.__contentAt === undefined && shown()) {
        window.__contentAt = performance.now()
        observer.disconnect()
      }
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
  })()`)
  const page = await context.newPage()
  const cdp: CDPSession = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', LINE)

  // CDP's timestamps are seconds of a monotonic clock; wallTime of the document's request ties them to the page
  const started = new Map<string, { url: string; at: number }>()
  const requests: { url: string; start: number; end: number; bytes: number }[] = []
  let navigationAt: number | undefined
  cdp.on('Network.requestWillBeSent', (event) => {
    if (navigationAt === undefined && event.type === 'Document') navigationAt = event.timestamp
    started.set(event.requestId, { url: event.request.url, at: event.timestamp })
  })
  cdp.on('Network.loadingFinished', (event) => {
    const request = started.get(event.requestId)
    if (request)
      requests.push({ url: request.url, start: request.at, end: event.timestamp, bytes: event.encodedDataLength })
  })

  await page.goto(url)
  // globalThis, not window: the bench is compiled without the DOM's types; a function, not a string,
  // which the page's Content-Security-Policy would not let Playwright evaluate while it polls
  const shownAt = () => (globalThis as { __contentAt?: number }).__contentAt
  await page.waitForFunction(shownAt, null, { timeout: 60_000, polling: 100 }).catch(async (error: unknown) => {
    const shown = await page.evaluate<string>(
      `Array.from(document.querySelectorAll(${JSON.stringify(content.selector)}), (e) => e.textContent).join(' | ')`,
    )
    throw new Error(`${url}: no ${content.selector} shown (${shown || (await page.textContent('body'))})`, {
      cause: error,
    })
  })
  await page.waitForLoadState('networkidle')
  const contentMs = (await page.evaluate(shownAt)) ?? Number.NaN
  await context.close()

  const origin = navigationAt ?? requests[0]?.start ?? 0
  const ms = (at: number) => Math.round((at - origin) * 1000)
  const sorted = requests
    .map((r) => ({ url: r.url, startMs: ms(r.start), endMs: ms(r.end), bytes: r.bytes }))
    .sort((a, b) => a.startMs - b.startMs)
  const contentRounded = Math.round(contentMs)
  return {
    contentMs: contentRounded,
    bytes: sorted.reduce((sum, r) => sum + r.bytes, 0),
    bytesBeforeContent: sorted.filter((r) => r.endMs <= contentRounded).reduce((sum, r) => sum + r.bytes, 0),
    requests: sorted,
  }
}
