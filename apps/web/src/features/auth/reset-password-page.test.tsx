// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { resetPassword, signInSecondStep } from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSession } from '../../api/credentials.ts'
import { type FakeAnswer, fail, fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoutes } from '../../test/render.tsx'
import { ResetPasswordPage } from './reset-password-page.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const TOKEN = 'reset-token-0123456789abcdef'
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString()
const signedIn = () => ({ idToken: 'after-reset', expiresAt: inAnHour(), secondStep: null })

function renderPage(path = `/reset-password#token=${TOKEN}`) {
  renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/', element: <p data-testid="home">home</p> },
    ],
    path,
    { role: null },
  )
}

const serve = (answer: FakeAnswer<typeof resetPassword> = signedIn) =>
  fakeApi([
    [resetPassword, answer],
    [signInSecondStep, () => ({ idToken: 'after-second-step', expiresAt: inAnHour() })],
  ])

async function setPassword(password: string, repeat = password) {
  fireEvent.change(await screen.findByLabelText('Nové heslo', {}, FIRST_PAINT), { target: { value: password } })
  fireEvent.change(screen.getByLabelText('Nové heslo znovu'), { target: { value: repeat } })
  fireEvent.click(screen.getByRole('button', { name: 'Nastavit heslo a přihlásit se' }))
}

describe('Nové heslo z e-mailu', () => {
  it('sends the token from the link’s fragment with the new password and keeps the session', async () => {
    const { calls } = serve()
    renderPage()
    await setPassword('a brand new password')
    expect(await screen.findByTestId('home')).toBeTruthy()
    expect(calls(resetPassword)[0]?.body).toEqual({ token: TOKEN, password: 'a brand new password' })
    expect(readSession()?.idToken).toBe('after-reset')
  })

  it('asks for the same password twice before calling the server', async () => {
    const { calls } = serve()
    renderPage()
    await setPassword('a brand new password', 'a different password')
    expect(await screen.findByText('Hesla se neshodují.')).toBeTruthy()
    expect(calls(resetPassword)).toHaveLength(0)
  })

  it('goes on to the second step when the account has one', async () => {
    const { calls } = serve(() => ({
      idToken: null,
      expiresAt: inAnHour(),
      secondStep: { ticket: 'ticket-0123456789-abcdefghij', methods: ['TOTP', 'RECOVERY_CODE'], expiresAt: inAnHour() },
    }))
    renderPage()
    await setPassword('a brand new password')
    fireEvent.change(await screen.findByLabelText('Kód z aplikace'), { target: { value: '654321' } })
    fireEvent.click(screen.getByRole('button', { name: 'Ověřit' }))
    expect(await screen.findByTestId('home')).toBeTruthy()
    expect(calls(signInSecondStep)[0]?.body.code).toBe('654321')
    expect(readSession()?.idToken).toBe('after-second-step')
  })

  it("shows the server's message for a used link and offers a new one", async () => {
    serve(() =>
      fail.validation([
        { scope: 'FIELD', severity: 'VALIDATION', code: 'auth.linkExpired', field: 'token', text: 'Odkaz už neplatí.' },
      ]),
    )
    renderPage()
    await setPassword('a brand new password')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Odkaz už neplatí.'))
    expect(screen.getByRole('link', { name: 'Požádat o nový odkaz' }).getAttribute('href')).toBe('/forgot-password')
    expect(screen.queryByLabelText('Nové heslo')).toBeNull()
  })

  it('says a link without its token is incomplete', async () => {
    serve()
    renderPage('/reset-password')
    expect(await screen.findByRole('link', { name: 'Požádat o nový odkaz' }, FIRST_PAINT)).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Odkaz není úplný.')
  })
})
