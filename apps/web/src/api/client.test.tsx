// @vitest-environment jsdom
import '../test/setup-dom.ts'
import { ares, changeCompany, getIdentity, signIn, user } from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '../i18n/i18n.ts'
import { envelope, jsonResponse, renderWithProviders } from '../test/render.tsx'
import { call } from './client.ts'
import { readSession, saveDeviceAccess, saveSession } from './credentials.ts'
import { setUnauthorizedHandler } from './unauthorized.ts'

const fetchMock = vi.fn<typeof fetch>()
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString()
const companyBody = { name: 'Penzion U Lípy', version: 3 }

/** Every call gets a fresh copy (a body can be read once). */
function answerWith(response: Response) {
  fetchMock.mockImplementation(async () => response.clone())
}

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? []
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) }
}

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(async () => {
  notifications.clean()
  vi.unstubAllGlobals()
  await changeLanguage('cs')
})

describe('request', () => {
  it('sends Accept-Language of the UI language on every call, public ones too', async () => {
    answerWith(jsonResponse(envelope({ idToken: 't', expiresAt: inAnHour() })))
    await call(signIn, { body: { email: 'a@example.com', password: 'x' } })
    expect(lastRequest().headers.get('Accept-Language')).toBe('cs')
    await changeLanguage('en')
    await call(signIn, { body: { email: 'a@example.com', password: 'x' } })
    expect(lastRequest().headers.get('Accept-Language')).toBe('en')
    // a guest page in German asks in German (the server answers its guests' calls in it)
    await changeLanguage('de')
    await call(signIn, { body: { email: 'a@example.com', password: 'x' } })
    expect(lastRequest().headers.get('Accept-Language')).toBe('de')
  })

  it('sends Bearer with the ID token of the session', async () => {
    saveSession({ idToken: 'id-token-1', expiresAt: inAnHour() })
    answerWith(jsonResponse(envelope({ loginState: 'NO_IDENTITY' })))
    await call(getIdentity, {})
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer id-token-1')
  })

  it('sends Hash instead of Bearer when the device has an access hash', async () => {
    saveSession({ idToken: 'id-token-1', expiresAt: inAnHour() })
    saveDeviceAccess({ secret: 'device-secret', slug: 'demo' })
    answerWith(jsonResponse(envelope({})))
    await call(user, { params: { slugs: 'demo' } })
    expect(lastRequest().headers.get('Authorization')).toBe('Hash device-secret')
  })

  it('sends no Authorization on public calls', async () => {
    saveSession({ idToken: 'id-token-1', expiresAt: inAnHour() })
    answerWith(jsonResponse(envelope({ idToken: 't', expiresAt: inAnHour() })))
    await call(signIn, { body: { email: 'a@example.com', password: 'x' } })
    expect(lastRequest().headers.has('Authorization')).toBe(false)
  })

  it('fills path parameters, encodes the query and sends the body as JSON', async () => {
    answerWith(jsonResponse(envelope({})))
    await call(ares, { query: { ico: '27074358' } })
    expect(lastRequest().url).toBe('http://localhost:3000/api/ares?ico=27074358')
    await call(changeCompany, { params: { slugs: 'u lipy' }, body: companyBody })
    const { url, init, headers } = lastRequest()
    expect(url).toBe('http://localhost:3000/api/u%20lipy/change-company')
    expect(init.method).toBe('PUT')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(init.body))).toEqual(companyBody)
  })
})

describe('response handling (spec §7)', () => {
  it('hands the payload of a success to the success handler', async () => {
    answerWith(jsonResponse(envelope({ loginState: 'NO_IDENTITY' })))
    const success = vi.fn()
    const outcome = await call(getIdentity, {}, { success })
    expect(success).toHaveBeenCalledWith({ loginState: 'NO_IDENTITY' })
    expect(outcome.kind).toBe('success')
  })

  it('hands the messages of a VALIDATION answer to the validation handler', async () => {
    const messages = [
      { scope: 'FIELD', severity: 'VALIDATION', code: 'ico.format', field: 'ico', text: 'IČO má 8 číslic.' },
    ]
    answerWith(jsonResponse(envelope(null, 'VALIDATION', messages)))
    const validation = vi.fn()
    const success = vi.fn()
    await call(ares, { query: { ico: '1' } }, { validation, success })
    expect(validation).toHaveBeenCalledWith(messages)
    expect(success).not.toHaveBeenCalled()
  })

  it('hands payload.entity of a CONFLICT to the conflict handler', async () => {
    const entity = { ...companyBody, version: 4 }
    answerWith(jsonResponse(envelope({ entity }, 'CONFLICT')))
    const conflict = vi.fn()
    await call(changeCompany, { params: { slugs: 'demo' }, body: companyBody }, { conflict })
    expect(conflict).toHaveBeenCalledWith(entity, [])
  })

  it('hands the payload of ADDITIONAL_ACTION to its handler', async () => {
    answerWith(jsonResponse(envelope({ required: 'IDENTITY' }, 'ADDITIONAL_ACTION')))
    const additionalAction = vi.fn()
    await call(getIdentity, {}, { additionalAction })
    expect(additionalAction).toHaveBeenCalledWith({ required: 'IDENTITY' }, [])
  })

  it('calls the not-found handler on 204', async () => {
    answerWith(new Response(null, { status: 204 }))
    const notFound = vi.fn()
    const outcome = await call(ares, { query: { ico: '27074358' } }, { notFound })
    expect(notFound).toHaveBeenCalledOnce()
    expect(outcome.kind).toBe('notFound')
  })

  it('on 401 forgets the session and asks to sign in, keeping the return path', async () => {
    saveSession({ idToken: 'expired', expiresAt: inAnHour() })
    window.history.replaceState(null, '', '/demo/settings/company')
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    answerWith(jsonResponse(envelope(null, null, []), 401))
    const outcome = await call(getIdentity, {})
    expect(outcome.kind).toBe('error')
    expect(readSession()).toBeNull()
    expect(onUnauthorized).toHaveBeenCalledWith('/demo/settings/company')
  })

  it('gives a failure to the error handler when there is one, without a toast', async () => {
    renderWithProviders(null)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const error = vi.fn()
    await call(getIdentity, {}, { error })
    expect(error.mock.calls[0]?.[0]).toMatchObject({ message: 'Network Error', method: 'GET', status: null })
    expect(screen.queryByTestId('error-toast')).toBeNull()
  })
})

describe('sticky error toast', () => {
  it('shows the server message, method, URL, payload and stack of a 500', async () => {
    renderWithProviders(null)
    const failure = {
      payload: null,
      errorType: null,
      messages: [{ scope: 'GLOBAL', severity: 'ERROR', code: 'HTTP_500', text: 'Na serveru nastala chyba.' }],
    }
    answerWith(jsonResponse(failure, 500))
    await call(changeCompany, { params: { slugs: 'demo' }, body: companyBody })
    const toast = await screen.findByTestId('error-toast')
    expect(toast.textContent).toContain('Na serveru nastala chyba.')
    expect(toast.textContent).toContain('PUT http://localhost:3000/api/demo/change-company')
    expect(toast.textContent).toContain('"name": "Penzion U Lípy"')
    expect(toast.textContent).toContain('ApiError')
  })

  it('uses the generic message when the answer has no text', async () => {
    renderWithProviders(null)
    answerWith(new Response('<html>bad gateway</html>', { status: 502 }))
    await call(getIdentity, {})
    const toast = await screen.findByTestId('error-toast')
    expect(toast.textContent).toContain('Request failed with status code 502')
    expect(toast.textContent).toContain('GET http://localhost:3000/api/get-identity')
  })

  it('masks passwords in the payload it shows', async () => {
    renderWithProviders(null)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await call(signIn, { body: { email: 'a@example.com', password: 'secret-password' } })
    const toast = await screen.findByTestId('error-toast')
    expect(toast.textContent).toContain('Network Error')
    expect(toast.textContent).not.toContain('secret-password')
  })
})

describe('transport failures', () => {
  it('says "timeout of {n}ms exceeded" when the timeout passes', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    )
    const error = vi.fn()
    await call(getIdentity, {}, { error }, { timeout: 20 })
    expect(error.mock.calls[0]?.[0]).toMatchObject({ message: 'timeout of 20ms exceeded', code: 'ETIMEDOUT' })
  })

  it('says "Request aborted" when the caller aborts', async () => {
    const controller = new AbortController()
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    )
    const error = vi.fn()
    const pending = call(getIdentity, {}, { error }, { signal: controller.signal })
    controller.abort()
    await pending
    expect(error.mock.calls[0]?.[0]).toMatchObject({ message: 'Request aborted', code: 'ECONNABORTED' })
  })
})
