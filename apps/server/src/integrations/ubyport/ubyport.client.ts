import { HttpTransportError, NtlmHttpSession, NtlmRefusedError } from './ntlm-http.ts'
import {
  elementText,
  faultOf,
  parseZapisAnswer,
  simpleRequest,
  soapAction,
  type UbyportFacility,
  type UbyportGuestRecord,
  type UbyportOperation,
  type ZapisAnswer,
  zapisUbytovaneRequest,
} from './ubyport-soap.ts'

export type { UbyportFacility, UbyportGuestRecord, ZapisAnswer } from './ubyport-soap.ts'

/** The police's endpoints (Příloha č. 5, § 2.1). */
export const UBYPORT_ENDPOINTS = {
  TEST: 'https://ubyport.pcr.cz/ws_uby_test/ws_uby.svc',
  PRODUCTION: 'https://ubyport.pcr.cz/ws_uby/ws_uby.svc',
} as const

/** "MaximalniDelkaSeznamu": 32 when the documentation was written; configurable on their side. */
export const DEFAULT_MAX_LIST = 32

export class UbyportError extends Error {}
/** NTLM refused the user name or password. */
export class UbyportUnauthorizedError extends UbyportError {}
/** No answer, a 5xx, a SOAP Fault or an answer we cannot read: the list may be tried again later. */
export class UbyportUnavailableError extends UbyportError {
  readonly status: number | null
  readonly fault: string | null

  constructor(message: string, options: { status?: number | null; fault?: string | null } = {}) {
    super(message)
    this.status = options.status ?? null
    this.fault = options.fault ?? null
  }
}

export interface UbyportClientOptions {
  url: string
  username: string
  password: string
  timeoutMs?: number
}

/**
 * The police's WS_UBY web service over SOAP 1.1 with NTLM. One client holds one authenticated
 * connection; close() it when done.
 */
export class UbyportClient {
  readonly #session: NtlmHttpSession

  constructor(options: UbyportClientOptions) {
    this.#session = new NtlmHttpSession({
      url: options.url,
      credentials: { username: options.username, password: options.password },
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    })
  }

  /** TestDostupnosti: whether the service and its backend answer. */
  async testAvailability(signal?: AbortSignal): Promise<boolean> {
    const xml = await this.#call('TestDostupnosti', simpleRequest('TestDostupnosti'), signal)
    return elementText(xml, 'TestDostupnostiResult') === 'true'
  }

  /** MaximalniDelkaSeznamu: the most guests one ZapisUbytovane takes. */
  async maxListLength(signal?: AbortSignal): Promise<number> {
    const xml = await this.#call('MaximalniDelkaSeznamu', simpleRequest('MaximalniDelkaSeznamu'), signal)
    const value = Number(elementText(xml, 'MaximalniDelkaSeznamuResult'))
    return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_LIST
  }

  /** ZapisUbytovane: reports the guests; the police's error numbers for the list and for each guest. */
  async sendGuests(
    facility: UbyportFacility,
    guests: readonly UbyportGuestRecord[],
    signal?: AbortSignal,
  ): Promise<ZapisAnswer> {
    const xml = await this.#call('ZapisUbytovane', zapisUbytovaneRequest(facility, guests), signal)
    const answer = parseZapisAnswer(xml)
    if (!answer) throw new UbyportUnavailableError('the answer has no ZapisUbytovaneResult')
    // an answer that does not speak of every guest cannot tell who was taken: the list is sent again
    // later, and a guest taken the first time comes back as a duplicate (see ubyport-codes.ts)
    if (answer.recordErrors.length !== guests.length)
      throw new UbyportUnavailableError(`the answer names ${answer.recordErrors.length} of ${guests.length} guests`)
    return answer
  }

  close(): void {
    this.#session.close()
  }

  async #call(operation: UbyportOperation, body: string, signal?: AbortSignal): Promise<string> {
    let answer: Awaited<ReturnType<NtlmHttpSession['post']>>
    try {
      answer = await this.#session.post(
        body,
        { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${soapAction(operation)}"` },
        signal,
      )
    } catch (error) {
      if (error instanceof NtlmRefusedError) throw new UbyportUnauthorizedError(error.message)
      if (error instanceof HttpTransportError) throw new UbyportUnavailableError(error.message)
      if (signal?.aborted) throw error
      throw new UbyportUnavailableError(error instanceof Error ? error.message : String(error))
    }
    const fault = faultOf(answer.body)
    if (fault) {
      throw new UbyportUnavailableError(`SOAP Fault ${fault.code}: ${fault.text}`, {
        status: answer.status,
        fault: fault.text,
      })
    }
    if (answer.status === 401 || answer.status === 403) throw new UbyportUnauthorizedError(`HTTP ${answer.status}`)
    if (answer.status !== 200) throw new UbyportUnavailableError(`HTTP ${answer.status}`, { status: answer.status })
    return answer.body
  }
}
