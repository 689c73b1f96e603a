import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { translate } from '../src/i18n/messages.ts'
import { startTestApp } from './support/test-app.ts'

// Fastify refuses some requests before any route runs; those answers are the spec's envelope too, in
// the request's language, and never echo what was asked for (issue 22, item 7).
const { app } = await startTestApp()

const LONG = 'a'.repeat(2000)

const refusals: { name: string; method: 'GET' | 'POST'; url: string; status: number; echo: string }[] = [
  { name: 'a malformed percent-encoding', method: 'GET', url: '/api/%E0%A4%A', status: 400, echo: '%E0%A4%A' },
  { name: 'a lone percent sign', method: 'GET', url: '/api/x/%', status: 400, echo: '/api/x/' },
  { name: 'a bad escape in a public path', method: 'GET', url: '/public/gallery/%zz/b', status: 400, echo: '%zz' },
  { name: 'a 2000-character path parameter', method: 'GET', url: `/api/${LONG}/user`, status: 400, echo: LONG },
  {
    name: 'a 2000-character public path parameter',
    method: 'GET',
    url: `/public/gallery/${LONG}/b`,
    status: 400,
    echo: LONG,
  },
  { name: 'an unknown route', method: 'GET', url: '/api/no-such-call-here', status: 404, echo: 'no-such-call-here' },
  { name: 'an unknown POST route', method: 'POST', url: '/auth/no-such-call-here', status: 404, echo: 'no-such-call' },
]

const TEXT: Record<number, 'error.badRequest' | 'error.notFound'> = { 400: 'error.badRequest', 404: 'error.notFound' }

describe('Fastify’s own refusals are the envelope', () => {
  it.each(refusals.map((r) => [r.name, r] as const))('%s', async (_, refusal) => {
    for (const language of ['cs', 'en'] as const) {
      const response = await app.inject({
        method: refusal.method,
        url: refusal.url,
        headers: language === 'en' ? { 'accept-language': 'en' } : {},
      })
      expect(response.statusCode).toBe(refusal.status)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      const body = JSON.parse(response.body)
      expect(body).toMatchObject({
        payload: null,
        messages: [
          {
            scope: 'GLOBAL',
            severity: 'ERROR',
            code: `HTTP_${refusal.status}`,
            text: translate(language, TEXT[refusal.status] ?? 'error.badRequest'),
          },
        ],
        errorType: null,
      })
      // every answer carries the support code the x-request-id header gives
      expect(body.requestId).toBe(response.headers['x-request-id'])
      expect(body.messages).toHaveLength(1)
      expect(response.body).not.toContain(refusal.echo)
      expect(response.body).not.toContain('FST_ERR')
    }
  })

  it('gives a refused URL a support code and the usual headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' })
    const body = JSON.parse(response.body)
    expect(body.requestId).toEqual(expect.any(String))
    expect(response.headers['x-request-id']).toBe(body.requestId)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(body.messages[0].text).toBe('Požadavek není platný.')
  })

  it('answers a too large body, an unsupported media type and a bad JSON body in the envelope', async () => {
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: `{"email":"${'x'.repeat(1_100_000)}"}`,
    })
    expect(tooLarge.statusCode).toBe(413)
    expect(JSON.parse(tooLarge.body)).toMatchObject({
      payload: null,
      messages: [{ code: 'HTTP_413', text: 'The request is too large.' }],
      errorType: null,
    })
    const unsupported = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hello',
    })
    expect(unsupported.statusCode).toBe(415)
    expect(JSON.parse(unsupported.body)).toMatchObject({
      payload: null,
      messages: [{ code: 'HTTP_415', text: translate('cs', 'error.unsupportedMedia') }],
      errorType: null,
    })
    const badJson = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(JSON.parse(badJson.body)).toMatchObject({ errorType: 'VALIDATION' })
  })

  it('answers a request the HTTP parser refuses in the envelope as well', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('not listening')
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1', () =>
        socket.write('GET /api/info HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      )
      let received = ''
      socket.on('data', (chunk) => {
        received += chunk.toString()
      })
      socket.on('end', () => resolve(received))
      socket.on('error', reject)
    })
    const [head = '', body = ''] = raw.split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 400 /)
    expect(JSON.parse(body)).toMatchObject({
      payload: null,
      messages: [{ scope: 'GLOBAL', severity: 'ERROR', code: 'HTTP_400', text: 'Požadavek není platný.' }],
      errorType: null,
      requestId: expect.any(String),
    })
  })
})
