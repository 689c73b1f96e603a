import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

const RECORDED = readFileSync(new URL('./fixtures/cnb/denni_kurz-2022-09-21.txt', import.meta.url), 'utf8')

/** How the fake behaves: like ČNB, like a block page, like a server failing, or like one that hangs. */
export type FakeCnbMode = 'normal' | 'html-block' | 'server-error' | 'hang'

export interface FakeCnb {
  /** The daily rates file's URL, to give the client (`?date=DD.MM.YYYY` is added by it). */
  url: string
  setMode(mode: FakeCnbMode): void
  /** The euro rate it answers from now on ("24,635" as ČNB writes it); the recorded file's otherwise. */
  setEuroRate(rate: string): void
  /** The `date` parameters asked, in order. */
  requests: string[]
  close(): Promise<void>
}

const DAY = /^(\d{2})\.(\d{2})\.(\d{4})$/

/**
 * A local ČNB that answers `denni_kurz.txt?date=DD.MM.YYYY` with ČNB's recorded file of 21 September
 * 2022 (tools/fakes/fixtures/cnb), declared for the day asked — or, for a Saturday or Sunday, for the
 * Friday before, as ČNB answers a day without rates with the last working day's.
 */
export async function startFakeCnb(port = 0): Promise<FakeCnb> {
  let mode: FakeCnbMode = 'normal'
  let euroRate: string | null = null
  const requests: string[] = []
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const date = url.searchParams.get('date') ?? ''
    requests.push(date)
    if (mode === 'hang') return
    if (mode === 'html-block') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Request blocked</body></html>')
      return
    }
    if (mode === 'server-error') {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable')
      return
    }
    const day = DAY.exec(date)
    if (req.method !== 'GET' || !url.pathname.endsWith('/denni_kurz.txt') || !day) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
      return
    }
    const asked = new Date(Date.UTC(Number(day[3]), Number(day[2]) - 1, Number(day[1])))
    const back = { 0: 2, 6: 1 }[asked.getUTCDay()] ?? 0
    const valid = new Date(asked.getTime() - back * 86_400_000)
    const header = `${String(valid.getUTCDate()).padStart(2, '0')}.${String(valid.getUTCMonth() + 1).padStart(2, '0')}.${valid.getUTCFullYear()} #184`
    let body = RECORDED.replace(/^[^\n]*/, header)
    if (euroRate !== null) body = body.replace(/\|EUR\|[^\n]*/, `|EUR|${euroRate}`)
    res.writeHead(200, { 'content-type': 'text/plain;charset=UTF-8' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}/cs/financni-trhy/devizovy-trh/kurzy-devizoveho-trhu/kurzy-devizoveho-trhu/denni_kurz.txt`,
    setMode: (next) => {
      mode = next
    },
    setEuroRate: (rate) => {
      euroRate = rate
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
