import { spawn } from 'node:child_process'
import { type FakeIcalEvent, startFakeIcalPortal } from './fakes/ical-portal.ts'

/**
 * `npm start`: the server with its demo workspace, and beside it a local fake channel portal whose
 * Airbnb-style calendar the demo's first room imports (Nastavení → Kanály), so a newcomer sees
 * imported stays and closed dates on the timeline. The server is the same as `npm run start -w
 * @innkeep/server` in production; only this script adds the fake and allows its local address.
 */
const DAY = 86_400_000
const date = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)
const DEMO_EVENTS: FakeIcalEvent[] = [
  { uid: 'demo-1@airbnb.com', since: date(4), till: date(7), summary: 'Reserved' },
  { uid: 'demo-2@airbnb.com', since: date(12), till: date(15), summary: 'Airbnb (Not available)' },
  { uid: 'demo-3@airbnb.com', since: date(21), till: date(25), summary: 'Reserved' },
]

const portal = await startFakeIcalPortal(Number(process.env.DEMO_PORTAL_PORT ?? 0))
portal.setFeed('demo-airbnb', DEMO_EVENTS)
const server = spawn('npm', ['run', 'start', '-w', '@innkeep/server'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHANNEL_FEEDS_ALLOW_PRIVATE: process.env.CHANNEL_FEEDS_ALLOW_PRIVATE ?? '127.0.0.1',
    DEMO_CHANNEL_FEED_URL: process.env.DEMO_CHANNEL_FEED_URL ?? portal.feedUrl('demo-airbnb'),
  },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  void portal.close().finally(() => process.exit(code ?? 0))
})
