import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/ares/${name}`, import.meta.url), 'utf8')

/** How the fake behaves: like ARES, like its HTML block page, or like a service that hangs. */
export type FakeAresMode = 'normal' | 'html-block' | 'hang' | 'server-error'

export interface FakeAres {
  /** Base URL to give the client (ends before /ekonomicke-subjekty). */
  url: string
  setMode(mode: FakeAresMode): void
  requests: string[]
  close(): Promise<void>
}

const PREFIX = '/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/'

/**
 * A local ARES that replays real recorded answers: the Superfaktura.cz record for 01569651, the
 * recorded 400 CHYBA_VSTUPU for a malformed ICO, and ARES's 404 NENALEZENO body for other ICOs.
 */
export async function startFakeAres(port = 0): Promise<FakeAres> {
  const subjects = new Map([['01569651', fixture('ares-ok.json')]])
  const invalid = fixture('ares-invalid-ico-400.json')
  let mode: FakeAresMode = 'normal'
  const requests: string[] = []
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '')
    if (mode === 'hang') return
    if (mode === 'html-block') {
      res.writeHead(403, { 'content-type': 'text/html' }).end('<html><body>Request blocked</body></html>')
      return
    }
    if (mode === 'server-error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"kod":"CHYBA_SERVERU"}')
      return
    }
    const url = req.url ?? ''
    if (req.method !== 'GET' || !url.startsWith(PREFIX)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
      return
    }
    const ico = decodeURIComponent(url.slice(PREFIX.length))
    const json = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' }).end(body)
    if (!/^\d{8}$/.test(ico)) return json(400, invalid)
    const subject = subjects.get(ico)
    if (subject) return json(200, subject)
    return json(
      404,
      JSON.stringify({
        kod: 'NENALEZENO',
        popis: `Ekonomický subjekt ${ico} nebyl nalezen.`,
        subKod: 'VYSLEDEK_NENALEZEN',
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}/ekonomicke-subjekty-v-be/rest`,
    setMode: (next) => {
      mode = next
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
