// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { addPasskey, passkeyRegistrationOptions, removePasskey } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderWithProviders } from '../../test/render.tsx'
import { PASSKEY_ID, passkeyOf } from './account-test-data.ts'
import { PasskeysSection } from './passkeys-section.tsx'

// the browser's WebAuthn prompt, which jsdom does not have
const webAuthn = vi.hoisted(() => ({
  supported: true,
  startRegistration: vi.fn(),
}))
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => webAuthn.supported,
  startRegistration: webAuthn.startRegistration,
}))

afterEach(() => {
  vi.unstubAllGlobals()
  webAuthn.supported = true
  webAuthn.startRegistration.mockReset()
})

const CHALLENGE_ID = 'challenge-0123456789-abcdef'
const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rp: { name: 'Innkeep' }, user: { id: 'dXNlcg', name: 'jana@example.com' } }
const CREDENTIAL = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { attestationObject: 'o' } }

function serve() {
  return fakeApi([
    [passkeyRegistrationOptions, () => ({ challengeId: CHALLENGE_ID, options: OPTIONS })],
    [addPasskey, ({ body }) => passkeyOf({ id: '01a200a8-0000-7000-8000-0000000000f2', name: body.name })],
    [removePasskey, ({ params }) => ({ id: params.id })],
  ])
}

describe('Přístupové klíče', () => {
  it("adds a passkey: the server's options to the browser, its credential back under the chosen name", async () => {
    webAuthn.startRegistration.mockResolvedValue(CREDENTIAL)
    const { calls } = serve()
    renderWithProviders(<PasskeysSection passkeys={[]} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Přidat přístupový klíč' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog', { name: 'Přidat přístupový klíč' })
    fireEvent.change(within(dialog).getByLabelText('Název klíče'), { target: { value: 'Pracovní notebook' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vytvořit klíč' }))
    await waitFor(() => expect(calls(addPasskey)).toHaveLength(1))
    expect(webAuthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS })
    expect(calls(addPasskey)[0]?.body).toEqual({
      challengeId: CHALLENGE_ID,
      name: 'Pracovní notebook',
      credential: CREDENTIAL,
    })
    expect(await screen.findByText('Přístupový klíč Pracovní notebook je přidán.')).toBeTruthy()
  })

  it('says so and keeps nothing when the person cancels the browser’s prompt', async () => {
    webAuthn.startRegistration.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'))
    const { calls } = serve()
    renderWithProviders(<PasskeysSection passkeys={[]} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Přidat přístupový klíč' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog', { name: 'Přidat přístupový klíč' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vytvořit klíč' }))
    expect(await within(dialog).findByText(/Klíč se nepodařilo vytvořit/)).toBeTruthy()
    expect(calls(addPasskey)).toHaveLength(0)
  })

  it('lists the passkeys and removes one after asking', async () => {
    const { calls } = serve()
    renderWithProviders(<PasskeysSection passkeys={[passkeyOf()]} />)
    expect(await screen.findByText('MacBook', {}, FIRST_PAINT)).toBeTruthy()
    expect(screen.getByText('synchronizovaný')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Odebrat klíč MacBook' }))
    const dialog = await screen.findByRole('dialog', { name: 'Odebrat přístupový klíč' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odebrat' }))
    await waitFor(() => expect(calls(removePasskey)[0]?.params).toEqual({ id: PASSKEY_ID }))
  })

  it('says when the browser cannot use passkeys', async () => {
    webAuthn.supported = false
    serve()
    renderWithProviders(<PasskeysSection passkeys={[]} />)
    expect(await screen.findByText(/Tento prohlížeč přístupové klíče nepodporuje/, {}, FIRST_PAINT)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Přidat přístupový klíč' })).toBeNull()
  })
})
