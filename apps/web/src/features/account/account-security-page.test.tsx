// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type AccountSecurity,
  accountSecurity,
  accountSessions,
  changePassword,
  confirmTotpEnrolment,
  endSession,
  startTotpEnrolment,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSession, saveSession } from '../../api/credentials.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute } from '../../test/render.tsx'
import { AccountSecurityPage } from './account-security-page.tsx'
import { accountSecurityOf, OTHER_SESSION_ID, sessionOf } from './account-test-data.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString()
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`)
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'

function serve(start: Partial<AccountSecurity> = {}) {
  let security = accountSecurityOf(start)
  let sessions = [sessionOf(), sessionOf({ id: OTHER_SESSION_ID, current: false, device: 'Safari · iOS' })]
  return fakeApi([
    [accountSecurity, () => security],
    [accountSessions, () => sessions],
    [
      startTotpEnrolment,
      () => ({ secret: 'JBSWY3DPEHPK3PXPJBSW', otpauthUri: 'otpauth://totp/Innkeep:jana', qrSvg: QR_SVG }),
    ],
    [
      confirmTotpEnrolment,
      () => {
        security = { ...security, totpEnabled: true, recoveryCodesLeft: 10, secondSteps: ['TOTP', 'RECOVERY_CODE'] }
        return { recoveryCodes: CODES, idToken: 'two-step-token', expiresAt: inAnHour() }
      },
    ],
    [changePassword, () => ({ idToken: 'after-change', expiresAt: inAnHour(), endedSessions: 2 })],
    [
      endSession,
      ({ params }) => {
        sessions = sessions.filter((session) => session.id !== params.id)
        return { id: params.id }
      },
    ],
  ])
}

const renderPage = (path = '/account/security') =>
  renderRoute('/account/security', <AccountSecurityPage />, path, { role: null })

/** A section of the page by its heading. */
const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement

describe('Zabezpečení účtu', () => {
  it('turns the authenticator app on: QR code, a confirmed code, then the recovery codes once', async () => {
    const { calls } = serve()
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Zapnout' }, FIRST_PAINT))
    const qr = (await screen.findByRole('img', { name: 'QR kód pro aplikaci pro ověřování' })) as HTMLImageElement
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(QR_SVG)}`)
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW')
    fireEvent.change(screen.getByLabelText('Kód z aplikace'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Potvrdit a zapnout' }))
    const codes = await screen.findByTestId('recovery-codes')
    expect(within(codes).getAllByText(/^code\d-abcde$/)).toHaveLength(10)
    expect(calls(confirmTotpEnrolment)[0]?.body).toEqual({ code: '123456' })
    expect(readSession()?.idToken).toBe('two-step-token')
    expect(screen.getByRole('button', { name: 'Stáhnout' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Uložil(a) jsem si je' }))
    expect(await screen.findByText('Zbývá 10 záchranných kódů.')).toBeTruthy()
    expect(screen.queryByTestId('recovery-codes')).toBeNull()
  })

  it('changes the password and keeps the new token', async () => {
    saveSession({ idToken: 'before-change', expiresAt: inAnHour() })
    const { calls } = serve()
    renderPage()
    await screen.findByRole('heading', { name: 'Heslo' }, FIRST_PAINT)
    const password = section('Heslo')
    fireEvent.change(within(password).getByLabelText('Současné heslo'), { target: { value: 'the old password' } })
    fireEvent.change(within(password).getByLabelText('Nové heslo'), { target: { value: 'the new password!' } })
    fireEvent.change(within(password).getByLabelText('Nové heslo znovu'), { target: { value: 'the new password!' } })
    fireEvent.click(within(password).getByRole('button', { name: 'Změnit heslo' }))
    expect(await within(password).findByText('Heslo je změněno. Odhlásili jsme 2 další zařízení.')).toBeTruthy()
    expect(calls(changePassword)[0]?.body).toEqual({
      currentPassword: 'the old password',
      newPassword: 'the new password!',
    })
    expect(readSession()?.idToken).toBe('after-change')
  })

  it('lists the signed-in devices and signs one of the others out', async () => {
    const { calls } = serve()
    renderPage()
    await screen.findAllByTestId('account-session', {}, FIRST_PAINT)
    const devices = section('Přihlášená zařízení')
    const [current, other] = within(devices).getAllByTestId('account-session')
    expect(within(current as HTMLElement).getByText('Toto zařízení')).toBeTruthy()
    expect(within(current as HTMLElement).queryByRole('button', { name: /Odhlásit/ })).toBeNull()
    expect(within(other as HTMLElement).getByText('Safari · iOS')).toBeTruthy()
    fireEvent.click(within(other as HTMLElement).getByRole('button', { name: 'Odhlásit Safari · iOS' }))
    await waitFor(() => expect(within(devices).getAllByTestId('account-session')).toHaveLength(1))
    expect(calls(endSession)[0]?.params).toEqual({ id: OTHER_SESSION_ID })
  })

  it('explains why it opened when the workspace requires a second step', async () => {
    serve()
    renderPage('/account/security?reason=secondStepRequired')
    expect(
      await screen.findByText('Tato firma vyžaduje dvoufázové přihlášení. Zapněte si ho, prosím.', {}, FIRST_PAINT),
    ).toBeTruthy()
  })

  it('only says where an account of an external sign-in is managed', async () => {
    serve({ builtIn: false })
    renderPage()
    expect(await screen.findByText(/spravuje poskytovatel/, {}, FIRST_PAINT)).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Heslo' })).toBeNull()
  })
})
