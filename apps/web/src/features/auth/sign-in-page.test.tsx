// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { signIn, signInSecondStep } from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSession } from '../../api/credentials.ts'
import { type FakeAnswer, fail, fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoutes } from '../../test/render.tsx'
import { SignInPage } from './sign-in-page.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const TICKET = 'ticket-0123456789-abcdefghij'
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString()
const secondStep = (methods: ('TOTP' | 'RECOVERY_CODE' | 'PASSKEY')[] = ['TOTP', 'RECOVERY_CODE']) => ({
  idToken: null,
  expiresAt: inAnHour(),
  secondStep: { ticket: TICKET, methods, expiresAt: inAnHour() },
})

const signedIn = () => ({ idToken: 'signed-in', expiresAt: inAnHour() })

/** The password asks for a second step; the second step answers `second`. */
function serve(second: FakeAnswer<typeof signInSecondStep> = signedIn) {
  return fakeApi([
    [signIn, () => secondStep()],
    [signInSecondStep, second],
  ])
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/demo', element: <p data-testid="workspace">workspace</p> },
    ],
    '/sign-in?next=%2Fdemo',
    { role: null },
  )
}

async function signInWithPassword() {
  fireEvent.change(await screen.findByLabelText('E-mail', {}, FIRST_PAINT), { target: { value: 'jana@example.com' } })
  fireEvent.change(screen.getByLabelText('Heslo'), { target: { value: 'correct horse battery' } })
  fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }))
  await screen.findByRole('heading', { name: 'Ověření ve dvou krocích' })
}

describe('Přihlášení: ověření ve dvou krocích', () => {
  it('goes on to the second step after the password and signs in with the code from the app', async () => {
    const { calls } = serve()
    renderPage()
    await signInWithPassword()
    const code = screen.getByLabelText('Kód z aplikace')
    expect(code.getAttribute('inputmode')).toBe('numeric')
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    fireEvent.change(code, { target: { value: '123 456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Ověřit' }))
    expect(await screen.findByTestId('workspace')).toBeTruthy()
    expect(calls(signInSecondStep)[0]?.body).toEqual({ ticket: TICKET, code: '123456' })
    expect(readSession()?.idToken).toBe('signed-in')
  })

  it('refuses a code that is not six digits before calling the server', async () => {
    const { calls } = serve()
    renderPage()
    await signInWithPassword()
    fireEvent.change(screen.getByLabelText('Kód z aplikace'), { target: { value: '12345' } })
    fireEvent.click(screen.getByRole('button', { name: 'Ověřit' }))
    expect(await screen.findByText('Kód má 6 číslic.')).toBeTruthy()
    expect(calls(signInSecondStep)).toHaveLength(0)
  })

  it('switches to a recovery code and signs in with it', async () => {
    const { calls } = serve()
    renderPage()
    await signInWithPassword()
    fireEvent.click(screen.getByRole('button', { name: 'Použít záchranný kód' }))
    const field = await screen.findByLabelText('Záchranný kód')
    expect(screen.queryByLabelText('Kód z aplikace')).toBeNull()
    fireEvent.change(field, { target: { value: 'abcde-12345' } })
    fireEvent.click(screen.getByRole('button', { name: 'Ověřit' }))
    expect(await screen.findByTestId('workspace')).toBeTruthy()
    expect(calls(signInSecondStep)[0]?.body).toEqual({ ticket: TICKET, code: 'abcde-12345' })
    expect(screen.queryByRole('button', { name: 'Použít kód z aplikace' })).toBeNull()
  })

  it('puts a wrong code on the field and stays on the second step', async () => {
    serve(() =>
      fail.validation([
        { scope: 'FIELD', severity: 'VALIDATION', code: 'auth.wrongCode', field: 'code', text: 'Kód nesouhlasí.' },
      ]),
    )
    renderPage()
    await signInWithPassword()
    fireEvent.change(screen.getByLabelText('Kód z aplikace'), { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Ověřit' }))
    expect(await screen.findByText('Kód nesouhlasí.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Ověření ve dvou krocích' })).toBeTruthy()
    expect(readSession()).toBeNull()
  })

  it('sends the person back to the password with the message when the ticket has expired', async () => {
    serve(() =>
      fail.validation([
        {
          scope: 'FIELD',
          severity: 'VALIDATION',
          code: 'auth.ticketExpired',
          field: 'ticket',
          text: 'Přihlášení vypršelo, zadejte heslo znovu.',
        },
      ]),
    )
    renderPage()
    await signInWithPassword()
    fireEvent.change(screen.getByLabelText('Kód z aplikace'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Ověřit' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Přihlášení vypršelo, zadejte heslo znovu.'),
    )
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('jana@example.com')
    expect(screen.getByRole('button', { name: 'Přihlásit se' })).toBeTruthy()
  })

  it('links the forgotten password', async () => {
    serve()
    renderPage()
    const link = await screen.findByRole('link', { name: 'Zapomenuté heslo?' }, FIRST_PAINT)
    expect(link.getAttribute('href')).toBe('/forgot-password')
  })
})
