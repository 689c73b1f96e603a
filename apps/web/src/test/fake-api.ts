import type { BodyOf, EndpointDef, Message } from '@innkeep/contract'
import { afterEach, vi } from 'vitest'
import { envelope, jsonResponse } from './render.tsx'

// The web tests' API: answers keyed by the contract's endpoint records, not by path strings. Each call is
// matched by method and the endpoint's path pattern, and each success answer is parsed with the endpoint's
// response schema first: a fake the contract has moved away from fails its test, naming the endpoint.

/** A call the fake API received, as the endpoint it matched sees it. */
export interface FakeCall<E extends EndpointDef = EndpointDef> {
  endpoint: E
  /** The `{param}` values of the path, decoded. */
  params: Record<string, string>
  query: URLSearchParams
  /** The body as sent, undefined without one. */
  rawBody: string | undefined
  /** The JSON the call sent (`{}` without a body). */
  body: [BodyOf<E>] extends [undefined] ? Record<string, unknown> : BodyOf<E> & Record<string, unknown>
  url: URL
  method: string
  headers: Headers
}

const FAILURE = Symbol('fake failure')

/** An answer other than the endpoint's payload: a failure envelope, or any status and body. */
export interface FakeFailure {
  [FAILURE]: true
  status: number
  body: unknown
}

function failure(status: number, body: unknown): FakeFailure {
  return { [FAILURE]: true, status, body }
}

/** The failure answers the client knows (spec §7): each one goes out without the response schema. */
export const fail = {
  /** 200 with `errorType: VALIDATION` and these messages. */
  validation: (messages: Message[]) => failure(200, envelope(null, 'VALIDATION', messages)),
  /** 200 with `errorType: CONFLICT`: the current `entity` and the messages. */
  conflict: (entity: unknown, messages: Message[] = []) => failure(200, envelope({ entity }, 'CONFLICT', messages)),
  /** 200 with `errorType: ADDITIONAL_ACTION`. */
  additionalAction: (payload: unknown, messages: Message[] = []) =>
    failure(200, envelope(payload, 'ADDITIONAL_ACTION', messages)),
  /** An HTTP error: `status` with the envelope of `messages` (or `body` as given). */
  status: (status: number, messages: Message[] = [], body: unknown = envelope(null, null, messages)) =>
    failure(status, body),
  /** 204: the client's "not found". */
  notFound: () => failure(204, null),
}

const FILE = Symbol('fake file')

/** A file answer of a file endpoint (see `file`). */
export interface FakeFile {
  [FILE]: true
  content: BlobPart
  contentType: string
  fileName: string | undefined
}

/**
 * A file (a PDF, a CSV, a JPEG) as a file endpoint sends it: raw, with its content type and, given a `fileName`,
 * as an attachment. Only an endpoint the contract marks `raw` with an `unknown` response takes one.
 */
export function file(content: BlobPart, contentType: string, { fileName }: { fileName?: string } = {}): FakeFile {
  return { [FILE]: true, content, contentType, fileName }
}

/**
 * Answers in turn: the first call gets the first answer, the next call the next one, and the last one repeats
 * (`inTurn(() => fail.conflict(current), () => saved)`).
 */
export function inTurn<E extends EndpointDef>(...answers: [FakeAnswer<E>, ...FakeAnswer<E>[]]): FakeAnswer<E> {
  let turn = 0
  return (call) => {
    const next = answers[Math.min(turn, answers.length - 1)] as FakeAnswer<E>
    turn += 1
    return next(call)
  }
}

/** A message of a failure envelope (GLOBAL ERROR unless `field` names a field). */
export function message(text: string, field?: string, code = 'TEST'): Message {
  return field
    ? { scope: 'FIELD', severity: 'ERROR', code, field, text }
    : { scope: 'GLOBAL', severity: 'ERROR', code, text }
}

/**
 * What a fake answers: the payload (checked against the contract), a `fail.*`, or a promise of one; a file endpoint
 * (raw, its response `unknown`) also a `file(...)` or a Response, sent as they are.
 */
export type FakeAnswer<E extends EndpointDef = EndpointDef> = (call: FakeCall<E>) => unknown

export type FakeRoute<E extends EndpointDef = EndpointDef> = readonly [E, FakeAnswer<E>]

/**
 * One route per endpoint: its call typed by the endpoint (params, query, body). What an answer returns is checked
 * at run time against the endpoint's response schema: TypeScript cannot type the payload of an answer without
 * parameters in a tuple (it types such a callback before it knows the endpoint, widening its literals).
 */
export type FakeRoutes<T extends readonly EndpointDef[]> = { [K in keyof T]: readonly [T[K], FakeAnswer<T[K]>] }

interface Compiled {
  endpoint: EndpointDef
  pattern: RegExp
  names: string[]
  /** Placeholders: a path with fewer wins over one with more (`/invoice/list` before `/invoice/{id}`). */
  placeholders: number
}

function compile(endpoint: EndpointDef): Compiled {
  const names: string[] = []
  const source = endpoint.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      names.push(name)
      return '([^/]+)'
    })
    .join('')
  return { endpoint, pattern: new RegExp(`^${source}$`), names, placeholders: names.length }
}

/** A file endpoint: raw, with a response the contract leaves open (a PDF, a CSV, an image). */
function isFileEndpoint(endpoint: EndpointDef) {
  return endpoint.raw === true && endpoint.response.def.type === 'unknown'
}

function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  return issues
    .slice(0, 5)
    .map((issue) => `  - ${issue.path.map(String).join('.') || '(payload)'}: ${issue.message}`)
    .join('\n')
}

/** Faults of the fakes (stale answers, calls without a fake), failed at the end of the test that made them. */
const faults: Error[] = []

afterEach(() => {
  const found = [...new Set(faults.splice(0).map((fault) => fault.message))]
  if (found.length) throw new Error(found.join('\n'))
})

export interface FakeApiOptions {
  /**
   * What a call no route matches gets. Default: a 501, and the test fails at its end naming the call.
   * Give a function to answer such calls yourself (e.g. a pending promise).
   */
  unmatched?: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>
}

/**
 * Stubs fetch with answers keyed by the contract's endpoint records:
 * `fakeApi([[invoiceList, () => page], [getInvoice, ({ params }) => invoices[params.id]]])`.
 * A payload answer is parsed with the endpoint's response schema and sent in the success envelope;
 * `fail.validation(...)`, `fail.conflict(...)`, `fail.status(...)` send the failures; a file endpoint's `file(...)`
 * (or Response) goes as is, and any other endpoint answering one fails the test.
 * `calls(endpoint)` lists the calls an endpoint received, oldest first; `answer(endpoint, fn)` replaces
 * (or adds) an endpoint's answer for the rest of the test.
 */
export function fakeApi<const T extends readonly EndpointDef[]>(routes: FakeRoutes<T>, options: FakeApiOptions = {}) {
  const answers = new Map<EndpointDef, FakeAnswer>()
  const compiled: Compiled[] = []
  const seen: FakeCall[] = []

  const answer = <E extends EndpointDef>(endpoint: E, fn: FakeAnswer<E>) => {
    if (!answers.has(endpoint)) {
      compiled.push(compile(endpoint))
      compiled.sort((a, b) => a.placeholders - b.placeholders)
    }
    answers.set(endpoint, fn as FakeAnswer)
  }
  for (const [endpoint, fn] of routes as readonly FakeRoute[]) answer(endpoint, fn)

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    const method = (init?.method ?? 'GET').toUpperCase()
    let params: Record<string, string> = {}
    const route = compiled.find(({ endpoint, pattern, names }) => {
      if (endpoint.method !== method) return false
      const found = pattern.exec(url.pathname)
      if (!found) return false
      params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]))
      return true
    })
    if (!route) {
      if (options.unmatched) return options.unmatched(url, init)
      const fault = new Error(`fakeApi: no fake answers ${method} ${url.pathname}${url.search}`)
      faults.push(fault)
      return jsonResponse(envelope(null, null, [message(fault.message)]), 501)
    }
    const { endpoint } = route
    const call: FakeCall = {
      endpoint,
      params,
      query: url.searchParams,
      rawBody: init?.body === undefined || init.body === null ? undefined : String(init.body),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
      url,
      method,
      headers: new Headers(init?.headers),
    }
    seen.push(call)
    const answered = await (answers.get(endpoint) as FakeAnswer)(call)
    const asIs = answered instanceof Response || (answered !== null && typeof answered === 'object' && FILE in answered)
    if (asIs && !isFileEndpoint(endpoint)) {
      const fault = new Error(
        `fakeApi: the fake of ${endpoint.name} (${endpoint.method} ${endpoint.path}) answers a ${answered instanceof Response ? 'Response' : 'file'}, ` +
          'which only a file endpoint may: answer the payload (parsed with the response schema) or a fail.*',
      )
      faults.push(fault)
      return jsonResponse(envelope(null, null, [message(fault.message)]), 500)
    }
    if (answered instanceof Response) return answered
    if (asIs) {
      const { content, contentType, fileName } = answered as FakeFile
      const headers = new Headers({ 'content-type': contentType })
      if (fileName) headers.set('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      return new Response(content as BodyInit, { status: 200, headers })
    }
    if (answered !== null && typeof answered === 'object' && FAILURE in answered) {
      const { status, body } = answered as FakeFailure
      return status === 204 ? new Response(null, { status }) : jsonResponse(body, status)
    }
    const parsed = endpoint.response.safeParse(answered)
    if (!parsed.success) {
      const fault = new Error(
        `fakeApi: the fake of ${endpoint.name} (${endpoint.method} ${endpoint.path}) answers outside the contract:\n` +
          describeIssues(parsed.error.issues),
      )
      faults.push(fault)
      return jsonResponse(envelope(null, null, [message(fault.message)]), 500)
    }
    // the answer goes out as the test wrote it (JSON), the way the server writes its payloads
    return jsonResponse(endpoint.raw ? answered : envelope(answered))
  })
  vi.stubGlobal('fetch', fetchMock)

  /** The calls `endpoint` received, oldest first. */
  const calls = <E extends EndpointDef>(endpoint: E) => seen.filter((c) => c.endpoint === endpoint) as FakeCall<E>[]
  /** Takes the faults found so far (the test then does not fail for them): for tests of this helper. */
  const takeFaults = () => faults.splice(0)
  return { fetchMock, calls, answer, all: seen, takeFaults }
}
