// @vitest-environment jsdom
import '../test/setup-dom.ts'
import { user } from '@innkeep/contract'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi } from '../test/fake-api.ts'
import { renderWithProviders } from '../test/render.tsx'
import { call } from './client.ts'
import { setSecondStepHandler } from './unauthorized.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

const secondStepRequired = () =>
  fail.status(403, [
    { scope: 'GLOBAL', severity: 'ERROR', code: 'auth.secondStepRequired', text: 'Firma vyžaduje druhý krok.' },
  ])

describe('a workspace that requires a second step', () => {
  it('sends the person to the security page with the reason and the way back, without an error toast', async () => {
    renderWithProviders(null)
    fakeApi([[user, secondStepRequired]])
    window.history.replaceState(null, '', '/demo/reception')
    const navigate = vi.fn()
    setSecondStepHandler(navigate)
    const outcome = await call(user, { params: { slugs: 'demo' } })
    expect(outcome.kind).toBe('error')
    expect(navigate).toHaveBeenCalledWith('/account/security?reason=secondStepRequired&next=%2Fdemo%2Freception')
    expect(screen.queryByTestId('error-toast')).toBeNull()
  })

  it('does not send the security page to itself', async () => {
    fakeApi([[user, secondStepRequired]])
    window.history.replaceState(null, '', '/account/security')
    const navigate = vi.fn()
    setSecondStepHandler(navigate)
    await call(user, { params: { slugs: 'demo' } }, { error: () => undefined })
    expect(navigate).not.toHaveBeenCalled()
  })

  it('leaves any other 403 to the caller', async () => {
    fakeApi([[user, () => fail.status(403, [{ scope: 'GLOBAL', severity: 'ERROR', code: 'NO_ACCESS', text: 'Ne.' }])]])
    const navigate = vi.fn()
    setSecondStepHandler(navigate)
    const error = vi.fn()
    await call(user, { params: { slugs: 'demo' } }, { error })
    expect(error).toHaveBeenCalledOnce()
    expect(navigate).not.toHaveBeenCalled()
  })
})
