// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { signUp } from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSession } from '../../api/credentials.ts'
import { type FakeAnswer, fail, fakeApi } from '../../test/fake-api.ts'
import { renderWithProviders } from '../../test/render.tsx'
import { CredentialsForm } from './credentials-form.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The issuer's sign-up answering `answer`. */
const serve = (answer: FakeAnswer<typeof signUp> = () => fail.status(500)) => fakeApi([[signUp, answer]])

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: email } })
  fireEvent.change(screen.getByLabelText(/Heslo/), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Zaregistrovat se' }))
}

describe('CredentialsForm (sign-up)', () => {
  it('refuses a password shorter than 10 characters before calling the server', async () => {
    const api = serve()
    renderWithProviders(<CredentialsForm kind="signUp" />)
    fillAndSubmit('jana@example.com', 'short')
    expect(await screen.findByText('Minimální počet znaků: 10.')).toBeTruthy()
    expect(api.fetchMock).not.toHaveBeenCalled()
  })

  it("puts the server's field message on the field and a GLOBAL one above the form", async () => {
    serve(() =>
      fail.validation([
        {
          scope: 'FIELD',
          severity: 'VALIDATION',
          code: 'auth.emailTaken',
          field: 'email',
          text: 'Účet už existuje.',
        },
        { scope: 'GLOBAL', severity: 'VALIDATION', code: 'x', text: 'Zkuste to později.' },
      ]),
    )
    renderWithProviders(<CredentialsForm kind="signUp" />)
    fillAndSubmit('jana@example.com', 'long enough password')
    const fieldError = await screen.findByText('Účet už existuje.')
    const input = screen.getByLabelText(/E-mail/)
    expect(input.getAttribute('aria-describedby')).toContain(fieldError.id)
    expect(screen.getByRole('alert').textContent).toContain('Zkuste to později.')
  })

  it('keeps the session of a successful sign-up', async () => {
    const expiresAt = new Date(Date.now() + 3600_000).toISOString()
    serve(() => ({ idToken: 'new-token', expiresAt }))
    renderWithProviders(<CredentialsForm kind="signUp" />)
    fillAndSubmit('jana@example.com', 'long enough password')
    await waitFor(() => expect(readSession()?.idToken).toBe('new-token'))
  })
})
