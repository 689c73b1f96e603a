import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIfChanged } from './build-if-changed.ts'
import { type FakeIcalEvent, startFakeIcalPortal } from './fakes/ical-portal.ts'
import { startFakeUbyport } from './fakes/ubyport.ts'

/**
 * `npm start`: builds the web app and the server where their sources changed, then runs the built
 * server (plain JavaScript, `node apps/server/dist/main.js`, as in production) with its demo
 * workspace, and beside it a local fake channel portal whose Airbnb-style calendar the demo's first
 * room imports (Nastavení → Kanály), so a newcomer sees imported stays and closed dates on the
 * timeline. Only this script adds the fake and allows its local address. Ctrl-C or SIGTERM stops
 * the server (which stops its embedded database) and the fake; a second one stops the server at once.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const contract = 'packages/contract/src'
await buildIfChanged({
  root,
  name: 'the web app',
  workspace: '@innkeep/web',
  out: 'apps/web/dist',
  sources: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/build',
    'apps/web/index.html',
    'apps/web/book.html',
    'apps/web/guest.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    contract,
  ],
})
await buildIfChanged({
  root,
  name: 'the server',
  workspace: '@innkeep/server',
  out: 'apps/server/dist',
  sources: ['apps/server/src', 'apps/server/scripts', 'apps/server/package.json', contract],
})

const DAY = 86_400_000
const date = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)
const DEMO_EVENTS: FakeIcalEvent[] = [
  { uid: 'demo-1@airbnb.com', since: date(4), till: date(7), summary: 'Reserved' },
  { uid: 'demo-2@airbnb.com', since: date(12), till: date(15), summary: 'Airbnb (Not available)' },
  { uid: 'demo-3@airbnb.com', since: date(21), till: date(25), summary: 'Reserved' },
]

const portal = await startFakeIcalPortal(Number(process.env.DEMO_PORTAL_PORT ?? 0))
portal.setFeed('demo-airbnb', DEMO_EVENTS)
// the police's test endpoint is the fake: Ubyport's web service answers without a real account
const ubyport = await startFakeUbyport(Number(process.env.DEMO_UBYPORT_PORT ?? 0))
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  detached: true,
  env: {
    ...process.env,
    // DATA_DIR and the like are relative to where `npm start` was typed
    INIT_CWD: process.env.INIT_CWD ?? process.cwd(),
    CHANNEL_FEEDS_ALLOW_PRIVATE: process.env.CHANNEL_FEEDS_ALLOW_PRIVATE ?? '127.0.0.1',
    DEMO_CHANNEL_FEED_URL: process.env.DEMO_CHANNEL_FEED_URL ?? portal.feedUrl('demo-airbnb'),
    UBYPORT_TEST_URL: process.env.UBYPORT_TEST_URL ?? ubyport.url,
  },
})
// The server runs in a process group of its own, so the terminal's Ctrl-C reaches it only through
// here; npm forwards the same Ctrl-C to this script too, so signals within a second count once.
let forwardedAt = 0
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (Date.now() - forwardedAt < 1_000) return
    forwardedAt = Date.now()
    if (server.exitCode === null && server.signalCode === null) server.kill(signal)
  })
}
server.on('exit', (code, signal) => {
  void Promise.all([portal.close(), ubyport.close()]).finally(() => process.exit(code ?? (signal ? 1 : 0)))
})
