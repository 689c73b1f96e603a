import http from 'node:http'
import https from 'node:https'
import { authenticateMessage, type Credentials, negotiateMessage, parseChallenge } from './ntlm.ts'

export interface HttpAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

export class NtlmRefusedError extends Error {}
export class HttpTransportError extends Error {}

const MAX_BODY = 4 * 1024 * 1024

/**
 * POSTs over one kept-alive connection authenticated by NTLM. NTLM authenticates the TCP connection,
 * not the request: the NEGOTIATE, the CHALLENGE answer and the AUTHENTICATE must share one socket,
 * so the agent holds a single socket, and later requests ride on it without a new handshake.
 */
export class NtlmHttpSession {
  readonly #url: URL
  readonly #credentials: Credentials
  readonly #timeoutMs: number
  readonly #agent: http.Agent
  #authenticated = false

  constructor(options: { url: string; credentials: Credentials; timeoutMs?: number }) {
    this.#url = new URL(options.url)
    this.#credentials = options.credentials
    this.#timeoutMs = options.timeoutMs ?? 30_000
    const Agent = this.#url.protocol === 'https:' ? https.Agent : http.Agent
    this.#agent = new Agent({ keepAlive: true, maxSockets: 1 })
  }

  /** The answer to `body`; a handshake first when the connection is not authenticated (any more). */
  async post(body: string, headers: Record<string, string>, signal?: AbortSignal): Promise<HttpAnswer> {
    if (this.#authenticated) {
      const answer = await this.#send(body, headers, signal)
      if (answer.status !== 401) return answer
      // the server dropped the connection's authentication (or the socket): shake hands again
      this.#authenticated = false
    }
    const first = await this.#send(
      body,
      { ...headers, authorization: `NTLM ${negotiateMessage().toString('base64')}` },
      signal,
    )
    if (first.status !== 401) return first
    const offered = challengeOf(first.headers['www-authenticate'])
    if (!offered) throw new NtlmRefusedError('the server offered no NTLM challenge')
    const type3 = authenticateMessage(this.#credentials, parseChallenge(offered))
    const answer = await this.#send(body, { ...headers, authorization: `NTLM ${type3.toString('base64')}` }, signal)
    if (answer.status === 401) throw new NtlmRefusedError('the server refused the NTLM credentials')
    this.#authenticated = true
    return answer
  }

  close(): void {
    this.#agent.destroy()
  }

  #send(body: string, headers: Record<string, string>, signal?: AbortSignal): Promise<HttpAnswer> {
    const payload = Buffer.from(body, 'utf8')
    return new Promise((resolve, reject) => {
      const request = (this.#url.protocol === 'https:' ? https : http).request(
        this.#url,
        {
          method: 'POST',
          agent: this.#agent,
          headers: { ...headers, 'content-length': String(payload.length), connection: 'keep-alive' },
          timeout: this.#timeoutMs,
          ...(signal ? { signal } : {}),
        },
        (response) => {
          const chunks: Buffer[] = []
          let size = 0
          response.on('data', (chunk: Buffer) => {
            size += chunk.length
            if (size > MAX_BODY) {
              response.destroy(new HttpTransportError('the answer is too large'))
              return
            }
            chunks.push(chunk)
          })
          // reading the 401's body to its end is what lets the agent reuse the socket for the next step
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          )
          response.on('error', (error) => reject(new HttpTransportError(error.message)))
        },
      )
      request.on('timeout', () => request.destroy(new HttpTransportError('no answer in time')))
      request.on('error', (error) =>
        reject(error instanceof HttpTransportError ? error : new HttpTransportError(error.message)),
      )
      request.end(payload)
    })
  }
}

/** The type 2 message of `WWW-Authenticate: NTLM <base64>` (several challenges may be offered). */
function challengeOf(header: string | string[] | undefined): Buffer | undefined {
  const values = (Array.isArray(header) ? header : [header ?? '']).flatMap((value) => value.split(','))
  for (const value of values) {
    const match = /^\s*NTLM\s+([A-Za-z0-9+/=]+)\s*$/.exec(value)
    if (match?.[1]) return Buffer.from(match[1], 'base64')
  }
  return undefined
}
