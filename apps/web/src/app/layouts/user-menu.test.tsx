// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { signOut } from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSession, saveSession } from '../../api/credentials.ts'
import { type FakeAnswer, fail, fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoutes } from '../../test/render.tsx'
import { UserMenu } from './user-menu.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

function renderMenu(answer: FakeAnswer<typeof signOut>) {
  saveSession({ idToken: 'mine', expiresAt: new Date(Date.now() + 3600_000).toISOString() })
  const api = fakeApi([[signOut, answer]])
  renderRoutes(
    [
      { path: '/demo', element: <UserMenu fullName="Jana Nováková" email="jana@example.com" /> },
      { path: '/sign-in', element: <p data-testid="sign-in">sign-in</p> },
    ],
    '/demo',
    { role: null, mantineEnv: 'test' },
  )
  return api
}

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: /Uživatelský účet/ }, FIRST_PAINT))
}

describe('UserMenu', () => {
  it('links the security of the account', async () => {
    renderMenu(() => ({ signedOut: true }))
    await openMenu()
    const link = await screen.findByRole('menuitem', { name: 'Zabezpečení účtu' })
    expect(link.getAttribute('href')).toBe('/account/security?next=%2Fdemo')
  })

  it('ends the session at the issuer, then forgets it here', async () => {
    const { calls } = renderMenu(() => ({ signedOut: true }))
    await openMenu()
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Odhlásit se' }))
    expect(await screen.findByTestId('sign-in')).toBeTruthy()
    expect(calls(signOut)[0]?.headers.get('authorization')).toBe('Bearer mine')
    expect(readSession()).toBeNull()
  })

  it('forgets the session here though the issuer fails', async () => {
    renderMenu(() => fail.status(500))
    await openMenu()
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Odhlásit se' }))
    await waitFor(() => expect(readSession()).toBeNull())
    expect(await screen.findByTestId('sign-in')).toBeTruthy()
    expect(screen.queryByTestId('error-toast')).toBeNull()
  })
})
