// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { confirmEmailChange } from '@innkeep/contract'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderWithProviders } from '../../test/render.tsx'
import { ConfirmEmailPage } from './confirm-email-page.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const TOKEN = 'email-token-0123456789abcdef'

describe('Potvrzení nového e-mailu', () => {
  it('confirms the token of the link as it opens and names the new address', async () => {
    const { calls } = fakeApi([[confirmEmailChange, () => ({ email: 'nova@example.com' })]])
    renderWithProviders(<ConfirmEmailPage />, { path: `/confirm-email#token=${TOKEN}` })
    expect(await screen.findByText('Váš přihlašovací e-mail je nyní nova@example.com.', {}, FIRST_PAINT)).toBeTruthy()
    expect(calls(confirmEmailChange).map((call) => call.body)).toEqual([{ token: TOKEN }])
  })

  it("shows the server's message for a link that no longer works", async () => {
    fakeApi([
      [
        confirmEmailChange,
        () =>
          fail.validation([
            { scope: 'FIELD', severity: 'VALIDATION', code: 'x', field: 'token', text: 'Odkaz vypršel.' },
          ]),
      ],
    ])
    renderWithProviders(<ConfirmEmailPage />, { path: `/confirm-email#token=${TOKEN}` })
    expect(await screen.findByText('Odkaz vypršel.', {}, FIRST_PAINT)).toBeTruthy()
  })
})
