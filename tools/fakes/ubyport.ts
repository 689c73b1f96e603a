import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { makeChallenge, messageType, verifyAuthenticate } from './ubyport-ntlm.ts'

/** What the fake does instead of answering (`failNext`). */
export type FakeUbyportFailure = 503 | 500 | 'fault' | 'hang'

export interface FakeUbyportOptions {
  /** The NTLM account the police issued; any other user name or password gets 401. */
  username?: string
  password?: string
  /** The facility's IDUB this account may report for; another answers header error 13. */
  idub?: string
  /** MaximalniDelkaSeznamu; a longer list answers a SOAP Fault. */
  maxList?: number
  /** The fake's clock for "reported late" (112): a stay starting more than 3 days before it. */
  now?: () => Date
}

/** One guest record as the fake received it (cDate … cVisN), with what it answered. */
export interface FakeUbyportRecord {
  fields: Record<string, string | null>
  idub: string
  errors: number[]
}

export interface FakeUbyport {
  /** The service URL (what `https://ubyport.pcr.cz/ws_uby_test/ws_uby.svc` is for real). */
  url: string
  /** Operations asked for, after authentication, in order. */
  calls: string[]
  /** Completed NTLM handshakes, and refused ones. */
  handshakes: { accepted: number; refused: number }
  /** Records the police keep (accepted, possibly with notices). */
  accepted: FakeUbyportRecord[]
  /** Every record received, with its answer. */
  received: FakeUbyportRecord[]
  /** A record with this document number is refused with these error numbers. */
  refuseDocument(documentNumber: string, errors?: number[]): void
  /** The next `times` calls (any operation) fail this way. */
  failNext(failure: FakeUbyportFailure, times?: number): void
  /** TestDostupnosti answers false (the backend is down). */
  setAvailable(available: boolean): void
  close(): Promise<void>
}

export const FAKE_UBYPORT_ACCOUNT = { username: 'ubyport-ws-test', password: 'Heslo-Ubyport-2027' }

const SOAP = 'http://schemas.xmlsoap.org/soap/envelope/'
const SERVICE = 'http://UBY.pcr.cz/WS_UBY'
const FIELDS = ['cDate', 'cDocN', 'cFirstN', 'cFrom', 'cNati', 'cNote', 'cPurp', 'cResi', 'cSurN', 'cUntil', 'cVisN']

/**
 * A local WS_UBY (the police's Ubyport web service): SOAP 1.1 behind NTLMv2 on a kept-alive
 * connection, TestDostupnosti, MaximalniDelkaSeznamu and ZapisUbytovane. A record is checked as the
 * police documents it (surname, birth date dd.MM.yyyy, 3-letter nationality, document 4–30
 * characters, until after from), a stay reported late gets 112 (a notice: the record is kept), a record
 * the police keep already gets 150, and a document number the test picked gets what the test said.
 */
export async function startFakeUbyport(port = 0, options: FakeUbyportOptions = {}): Promise<FakeUbyport> {
  const account = {
    username: options.username ?? FAKE_UBYPORT_ACCOUNT.username,
    password: options.password ?? FAKE_UBYPORT_ACCOUNT.password,
  }
  const maxList = options.maxList ?? 32
  const now = options.now ?? (() => new Date())
  const challenges = new WeakMap<Socket, Buffer>()
  const authenticated = new WeakSet<Socket>()
  const refusals = new Map<string, number[]>()
  const failures: FakeUbyportFailure[] = []
  let available = true
  const fake: Omit<FakeUbyport, 'url' | 'close'> = {
    calls: [],
    handshakes: { accepted: 0, refused: 0 },
    accepted: [],
    received: [],
    refuseDocument: (documentNumber, errors = [106]) => void refusals.set(documentNumber, errors),
    failNext: (failure, times = 1) => {
      for (let i = 0; i < times; i++) failures.push(failure)
    },
    setAvailable: (value) => {
      available = value
    },
  }

  function authorize(req: IncomingMessage, res: ServerResponse): boolean {
    const socket = req.socket
    const header = /^NTLM\s+(\S+)$/i.exec(req.headers.authorization ?? '')
    if (!header?.[1]) {
      if (authenticated.has(socket)) return true
      unauthorized(res, 'NTLM')
      return false
    }
    const message = Buffer.from(header[1], 'base64')
    if (messageType(message) === 1) {
      const { message: challenge, serverChallenge } = makeChallenge('UBYPORT')
      challenges.set(socket, serverChallenge)
      authenticated.delete(socket)
      unauthorized(res, `NTLM ${challenge.toString('base64')}`)
      return false
    }
    const serverChallenge = challenges.get(socket)
    challenges.delete(socket)
    // a type 3 on another connection than its challenge has nothing to answer
    if (serverChallenge && verifyAuthenticate(message, serverChallenge, account)) {
      authenticated.add(socket)
      fake.handshakes.accepted += 1
      return true
    }
    fake.handshakes.refused += 1
    unauthorized(res, 'NTLM')
    return false
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.method !== 'POST') return send(res, 405, 'text/plain', '')
      if (!authorize(req, res)) return
      const body = Buffer.concat(chunks).toString('utf8')
      const action = /\/IWS_UBY\/(\w+)"?$/.exec(String(req.headers.soapaction ?? ''))?.[1]
      fake.calls.push(action ?? '?')
      const failure = failures.shift()
      if (failure === 'hang') return
      if (failure === 503 || failure === 500) return send(res, failure, 'text/html', '<h1>Service Unavailable</h1>')
      if (failure === 'fault') return soapFault(res, 'Server was unable to process request. ---> Timeout expired.')
      if (action === 'TestDostupnosti') return soap(res, result('TestDostupnosti', String(available)))
      if (action === 'MaximalniDelkaSeznamu') return soap(res, result('MaximalniDelkaSeznamu', String(maxList)))
      if (action === 'ZapisUbytovane') return zapis(res, body)
      send(res, 500, 'text/plain', `unknown SOAPAction ${String(req.headers.soapaction)}`)
    })
  })

  function zapis(res: ServerResponse, body: string) {
    const idub = text(body, 'uIdub') ?? ''
    if (!idub || !text(body, 'uMark')) return soapFault(res, 'Seznam nemá uIdub nebo uMark.')
    const guests = [...body.matchAll(/<(?:\w+:)?Ubytovany>([\s\S]*?)<\/(?:\w+:)?Ubytovany>/g)].map((m) => m[1] ?? '')
    if (guests.length === 0) return soapFault(res, 'Seznam ubytovaných je prázdný.')
    if (guests.length > maxList) return soapFault(res, `Seznam je delší než ${maxList}.`)
    const wrongFacility = options.idub !== undefined && idub !== options.idub
    const answers = guests.map((xml) => {
      const fields = Object.fromEntries(FIELDS.map((name) => [name, text(xml, name)]))
      const errors = wrongFacility ? [] : checkRecord(fields)
      const record = { fields, idub, errors }
      fake.received.push(record)
      if (!wrongFacility && errors.every((e) => e === 112)) fake.accepted.push(record)
      return errors
    })
    const header = wrongFacility ? '13;' : ''
    const strings = answers.map((errors) => `<b:string>;${errors.map((e) => `${e};`).join('')}</b:string>`).join('')
    soap(
      res,
      `<ZapisUbytovaneResponse xmlns="${SERVICE}"><ZapisUbytovaneResult xmlns:a="http://schemas.datacontract.org/2004/07/WS_UBY" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><a:ChybyHlavicky>${header}</a:ChybyHlavicky><a:ChybyZaznamu xmlns:b="http://schemas.microsoft.com/2003/10/Serialization/Arrays">${strings}</a:ChybyZaznamu><a:PseudoRazitko>FAKE-${Date.now()}</a:PseudoRazitko></ZapisUbytovaneResult></ZapisUbytovaneResponse>`,
    )
  }

  function checkRecord(f: Record<string, string | null>): number[] {
    const errors: number[] = []
    if (!f.cSurN || !/^[\p{L}' -]+$/u.test(f.cSurN)) errors.push(101)
    if (!f.cDate || !/^\d{2}\.\d{2}\.\d{4}$/.test(f.cDate)) errors.push(102)
    if (!f.cNati || !/^[A-Z]{3}$/.test(f.cNati)) errors.push(103)
    if (!f.cDocN || f.cDocN.length < 4 || f.cDocN.length > 30) errors.push(106)
    if (!f.cFrom || !f.cUntil || f.cUntil <= f.cFrom) errors.push(108)
    const picked = refusals.get(f.cDocN ?? '')
    if (picked) errors.push(...picked.filter((e) => !errors.includes(e)))
    const key = JSON.stringify([f.cFrom, f.cUntil, f.cSurN, f.cFirstN, f.cDate, f.cNati, f.cDocN, f.cPurp])
    const kept = fake.accepted.some(
      (r) =>
        JSON.stringify([
          r.fields.cFrom,
          r.fields.cUntil,
          r.fields.cSurN,
          r.fields.cFirstN,
          r.fields.cDate,
          r.fields.cNati,
          r.fields.cDocN,
          r.fields.cPurp,
        ]) === key,
    )
    if (errors.length === 0 && kept) return [150]
    const late = f.cFrom && now().getTime() - Date.parse(`${f.cFrom}Z`) > 3 * 86_400_000
    if (late) errors.push(112)
    return errors
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    ...fake,
    url: `http://127.0.0.1:${address.port}/ws_uby_test/ws_uby.svc`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  } as FakeUbyport
}

function text(xml: string, name: string): string | null {
  const match = new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</(?:\\w+:)?${name}>)`).exec(xml)
  if (!match || match[1] === undefined) return null
  return match[1]
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

function result(operation: string, value: string) {
  return `<${operation}Response xmlns="${SERVICE}"><${operation}Result>${value}</${operation}Result></${operation}Response>`
}

function soap(res: ServerResponse, body: string, status = 200) {
  send(
    res,
    status,
    'text/xml; charset=utf-8',
    `<s:Envelope xmlns:s="${SOAP}"><s:Header/><s:Body>${body}</s:Body></s:Envelope>`,
  )
}

function soapFault(res: ServerResponse, message: string) {
  soap(
    res,
    `<s:Fault><faultcode>s:Chyba běhu programu</faultcode><faultstring xml:lang="cs-CZ">${message.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</faultstring></s:Fault>`,
    500,
  )
}

function unauthorized(res: ServerResponse, challenge: string) {
  res.writeHead(401, { 'www-authenticate': challenge, 'content-type': 'text/html', 'content-length': '0' }).end()
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type }).end(body)
}
