import type { BankStatement } from '../bank-statement.ts'
import { readBoundedText } from '../bounded-body.ts'
import { FioError, FioRateLimitedError, FioUnauthorizedError, FioUnavailableError } from './fio-errors.ts'
import { toBankStatement } from './fio-statement.ts'

// callers (bank sync, tests) take everything FIO from the client
export {
  FioError,
  FioFormatError,
  FioRateLimitedError,
  FioUnauthorizedError,
  FioUnavailableError,
} from './fio-errors.ts'

export interface FioClientOptions {
  /** Up to and without the trailing slash; the operator's, e.g. a fake FIO in tests. */
  baseUrl?: string
  /** For the whole exchange, body included. */
  timeoutMs?: number
  maxBodyBytes?: number
  fetch?: typeof fetch
}

const TOKEN = /^[A-Za-z0-9]{64}$/
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/
/** FIO caps an answer at 50 000 movements (HTTP 413 beyond), roughly 60 MB of JSON. */
const MAX_BODY_BYTES = 64 * 1024 * 1024

/**
 * Client of FIO's read API (`https://fioapi.fio.cz/v1/rest`). The token sits in every URL, so no
 * message this client produces quotes a URL, and whatever text comes from outside (the network
 * stack, FIO's error documents) is scrubbed of the token before it lands in an error.
 */
export class FioClient {
  private readonly baseUrl: string
  private readonly timeoutMs: number
  private readonly maxBodyBytes: number
  private readonly fetch: typeof fetch

  constructor(options: FioClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? 'https://fioapi.fio.cz/v1/rest').replace(/\/$/, '')
    this.timeoutMs = options.timeoutMs ?? 30_000
    this.maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES
    this.fetch = options.fetch ?? fetch
  }

  /** Movements booked from `from` to `till` (`YYYY-MM-DD`, both included); does not move the bank's cursor. */
  async periods(token: string, from: string, till: string): Promise<BankStatement> {
    if (!LOCAL_DATE.test(from) || !LOCAL_DATE.test(till)) throw new RangeError('FIO periods need YYYY-MM-DD dates')
    return this.statement(token, (t) => `periods/${t}/${from}/${till}/transactions.json`)
  }

  /** Movements since the bank's cursor, which this request moves past them. */
  async last(token: string): Promise<BankStatement> {
    return this.statement(token, (t) => `last/${t}/transactions.json`)
  }

  /** Puts the bank's cursor on a movement id: the next `last` starts after it. */
  async setLastId(token: string, movementId: string): Promise<void> {
    if (!/^\d{1,20}$/.test(movementId)) throw new RangeError('FIO movement ids are digits')
    await this.exchange(token, (t) => `set-last-id/${t}/${movementId}/`)
  }

  /** Puts the bank's cursor on a day (`YYYY-MM-DD`): the next `last` starts after it. */
  async setLastDate(token: string, date: string): Promise<void> {
    if (!LOCAL_DATE.test(date)) throw new RangeError('FIO set-last-date needs a YYYY-MM-DD date')
    await this.exchange(token, (t) => `set-last-date/${t}/${date}/`)
  }

  private async statement(token: string, path: (token: string) => string): Promise<BankStatement> {
    const body = await this.exchange(token, path)
    let answer: unknown
    try {
      answer = JSON.parse(body)
    } catch {
      throw new FioUnavailableError('FIO answer is not JSON', 200) // JSON.parse quotes the body: say nothing more
    }
    return toBankStatement(answer)
  }

  /** One GET; the answer's body when FIO accepted it, else a typed error without the token in it. */
  private async exchange(token: string, path: (token: string) => string): Promise<string> {
    if (!TOKEN.test(token)) throw new FioUnauthorizedError('FIO token must be 64 letters or digits')
    try {
      return await this.get(`${this.baseUrl}/${path(token)}`)
    } catch (error) {
      throw scrubbed(error, token, this.timeoutMs)
    }
  }

  private async get(url: string): Promise<string> {
    const signal = AbortSignal.timeout(this.timeoutMs)
    const response = await this.fetch(url, { headers: { Accept: 'application/json' }, redirect: 'error', signal })
    if (response.status === 409) {
      await response.body?.cancel()
      throw new FioRateLimitedError('FIO allows one request per 30 s per token')
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel()
      throw new FioUnauthorizedError(`FIO refused the token (${response.status})`)
    }
    const body = await readBody(response, this.maxBodyBytes)
    const xmlError = readXmlError(body)
    if (xmlError) throw new FioUnavailableError(`FIO answered ${response.status}: ${xmlError}`, response.status)
    // FIO API manual §8: a 500 without an error document means a token that does not exist or is not active
    if (response.status === 500) throw new FioUnauthorizedError('FIO does not know the token or it is not active (500)')
    if (response.status === 413) throw new FioUnavailableError('FIO refuses more than 50 000 movements (413)', 413)
    if (!response.ok) throw new FioUnavailableError(`FIO answered ${response.status}`, response.status)
    return body
  }
}

function readBody(response: Response, limit: number): Promise<string> {
  return readBoundedText(
    response,
    limit,
    () => new FioUnavailableError(`FIO answer is larger than ${limit} bytes`, response.status),
  )
}

/** `errorCode: message` of FIO's XML error document (`<response><result><errorCode>…`), or null. */
function readXmlError(body: string): string | null {
  if (!body.trimStart().startsWith('<')) return null
  const code = /<errorCode>\s*([^<]*?)\s*<\/errorCode>/.exec(body)?.[1]
  if (code === '0') return null // FIO's "ok"
  const message = /<message>\s*([^<]*?)\s*<\/message>/.exec(body)?.[1]
  return `error ${code ?? '?'}${message ? ` (${message})` : ''}`
}

/** The error to throw instead of `error`: ours with the token cut out, anything else as "unavailable". */
function scrubbed(error: unknown, token: string, timeoutMs: number): FioError {
  const redact = (text: string) => text.replaceAll(token, '[token]')
  if (error instanceof FioError) {
    error.message = redact(error.message)
    if (error.stack) error.stack = redact(error.stack)
    return error
  }
  const name = error instanceof Error ? error.name : ''
  if (name === 'TimeoutError' || name === 'AbortError')
    return new FioUnavailableError(`FIO did not answer in ${timeoutMs} ms`)
  // the cause is described, not attached: fetch's errors may carry the URL, and so the token
  return new FioUnavailableError(redact(`FIO request failed: ${describe(error)}`))
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? error.cause : null
  const code = cause && 'code' in cause ? ` ${String(cause.code)}` : ''
  return `${error.message}${cause ? ` (${cause.message}${code})` : ''}`
}
