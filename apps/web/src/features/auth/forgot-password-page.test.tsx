// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { forgotPassword } from '@innkeep/contract'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderWithProviders } from '../../test/render.tsx'
import { ForgotPasswordPage } from './forgot-password-page.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const SENT =
  'Pokud k této adrese existuje účet, poslali jsme na ni odkaz pro nastavení nového hesla. Odkaz platí 30 minut.'

async function ask(email: string) {
  renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' })
  fireEvent.change(await screen.findByLabelText('E-mail', {}, FIRST_PAINT), { target: { value: email } })
  fireEvent.click(screen.getByRole('button', { name: 'Poslat odkaz' }))
  return (await screen.findByRole('status')).textContent
}

describe('Zapomenuté heslo', () => {
  it('answers the same for any address, never saying whether it has an account', async () => {
    const { calls } = fakeApi([[forgotPassword, () => ({ accepted: true })]])
    const known = await ask('jana@example.com')
    cleanup()
    const unknown = await ask('nikdo@example.com')
    expect(known).toBe(SENT)
    expect(unknown).toBe(SENT)
    expect(calls(forgotPassword).map((call) => call.body)).toEqual([
      { email: 'jana@example.com' },
      { email: 'nikdo@example.com' },
    ])
  })
})
