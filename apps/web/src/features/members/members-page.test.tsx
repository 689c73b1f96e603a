// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type Invitation,
  inviteMember,
  type Member,
  type Role,
  resendInvitation,
  setWorkspaceSecurity,
  user,
  type WorkspaceUser,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi, message } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, OWNER_ID, renderRoute } from '../../test/render.tsx'
import { MembersPage } from './members-page.tsx'

const EXTERNAL_ID = '01a200a8-0000-7000-8000-00000000c003'
const SENT_ID = '01a200a8-0000-7000-8000-0000000000a1'
const FAILED_ID = '01a200a8-0000-7000-8000-0000000000a2'
const EXPIRED_ID = '01a200a8-0000-7000-8000-0000000000a3'

function invitation(id: string, email: string, overrides: Partial<Invitation> = {}): Invitation {
  return {
    id,
    email,
    role: 'RECEPTION',
    createdAt: '2026-12-07T09:00:00Z',
    expiresAt: '2099-12-14T09:00:00Z',
    sentAt: '2026-12-07T09:00:00Z',
    token: null,
    ...overrides,
  }
}

const INVITATIONS = [
  invitation(SENT_ID, 'odeslana@example.com'),
  invitation(FAILED_ID, 'nedorucena@example.com', { sentAt: null }),
  invitation(EXPIRED_ID, 'prosla@example.com', { expiresAt: '2020-01-08T09:00:00Z' }),
]

const eva: Member = {
  identityId: EXTERNAL_ID,
  fullName: 'Eva Externí',
  email: 'eva@example.com',
  role: 'MANAGER',
  since: '2027-01-01T00:00:00Z',
  secondStep: null,
}

/** The team as `role` sees it: the owner with `mine` as her own second step, and the open invitations. */
function team(role: Role, { mine = true, required = false } = {}): WorkspaceUser {
  const base = member(role)
  const manages = role === 'OWNER'
  const members = [...base.members, { ...eva, email: role === 'HOUSEKEEPING' ? null : eva.email }].map((m) =>
    m.identityId === OWNER_ID && manages ? { ...m, secondStep: mine } : m,
  )
  return {
    ...base,
    company: { ...base.company, requireSecondStep: required },
    members,
    invitations: manages ? INVITATIONS : [],
  }
}

function serve(access: WorkspaceUser) {
  return fakeApi([
    [user, () => access],
    [
      resendInvitation,
      ({ params }) => ({
        ...invitation(params.id ?? '', 'prosla@example.com'),
        expiresAt: '2099-12-21T09:00:00Z',
        token: 'novy-odkaz-0123456789abcdefghij',
      }),
    ],
    [setWorkspaceSecurity, ({ body }) => ({ requireSecondStep: body.requireSecondStep })],
    [
      inviteMember,
      ({ body }) => ({ ...invitation(SENT_ID, body.email), sentAt: null, token: 'odkaz-0123456789abcdefghijklmn' }),
    ],
  ])
}

const renderPage = (role: Role) =>
  renderRoute('/:slugs/settings/members', <MembersPage />, '/demo/settings/members', { role })

const rowOf = (text: string) =>
  screen.getAllByTestId(/member-row|invitation-row/).find((row) => row.textContent?.includes(text)) as HTMLElement

afterEach(() => vi.unstubAllGlobals())

describe('Členové a zařízení', () => {
  it('shows the owner who signs in with a second step', async () => {
    serve(team('OWNER', { mine: true }))
    renderPage('OWNER')
    await screen.findByText('Eva Externí', {}, FIRST_PAINT)
    expect(screen.getByRole('columnheader', { name: 'Dvoufázové přihlášení' })).toBeTruthy()
    expect(within(rowOf('Marie Majitelová')).getByText('Zapnuto')).toBeTruthy()
    expect(within(rowOf('Petr Recepční')).getByText('Vypnuto')).toBeTruthy()
    expect(within(rowOf('Eva Externí')).getByLabelText(/Přihlašuje se u jiného poskytovatele/)).toBeTruthy()
  })

  it('shows no e-mails the role may not see, nor anybody’s second step', async () => {
    serve(team('HOUSEKEEPING'))
    renderPage('HOUSEKEEPING')
    await screen.findByText('Eva Externí', {}, FIRST_PAINT)
    expect(screen.queryByText('petr@example.com')).toBeNull()
    expect(screen.queryByText('eva@example.com')).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Dvoufázové přihlášení' })).toBeNull()
    expect(screen.queryByText('Otevřené pozvánky')).toBeNull()
  })

  it('lists when each invitation went out, which e-mail failed and which link expired', async () => {
    serve(team('OWNER'))
    renderPage('OWNER')
    await screen.findByText('odeslana@example.com', {}, FIRST_PAINT)
    expect(within(rowOf('odeslana@example.com')).getByText('Odesláno 7. 12. 2026')).toBeTruthy()
    expect(within(rowOf('odeslana@example.com')).getByText('14. 12. 2099')).toBeTruthy()
    expect(within(rowOf('nedorucena@example.com')).getByText('E-mail se nepodařilo odeslat')).toBeTruthy()
    expect(within(rowOf('prosla@example.com')).getByText('Platnost vypršela')).toBeTruthy()
  })

  it('sends an expired invitation again and shows its new link', async () => {
    const { calls } = serve(team('OWNER'))
    renderPage('OWNER')
    fireEvent.click(
      await screen.findByRole('button', { name: 'Poslat znovu pozvánku pro prosla@example.com' }, FIRST_PAINT),
    )
    await waitFor(() => expect(calls(resendInvitation)).toHaveLength(1))
    expect(calls(resendInvitation)[0]?.params).toMatchObject({ slugs: 'demo', id: EXPIRED_ID })
    expect(
      await screen.findByText('Pozvánka pro prosla@example.com odešla znovu, odkaz platí do 21. 12. 2099'),
    ).toBeTruthy()
    const link = screen.getByTestId('resent-link') as HTMLInputElement
    expect(link.value).toMatch(/\/invite\/novy-odkaz-0123456789abcdefghij$/)
  })

  it('says when the invitation e-mail could not be sent, and still shows the link', async () => {
    serve(team('OWNER'))
    renderPage('OWNER')
    fireEvent.change(await screen.findByLabelText(/^E-mail/, {}, FIRST_PAINT), {
      target: { value: 'nova@example.com' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Pozvat' }))
    expect(
      await screen.findByText('Pozvánka pro nova@example.com je připravená, ale e-mail se nepodařilo odeslat'),
    ).toBeTruthy()
    expect((screen.getByTestId('invite-link') as HTMLInputElement).value).toMatch(/\/invite\/odkaz-/)
  })

  it('requires a second step of every member at the owner’s switch', async () => {
    const { calls } = serve(team('OWNER', { mine: true }))
    renderPage('OWNER')
    await screen.findByText('Eva Externí', {}, FIRST_PAINT)
    const toggle = screen.getByRole('switch', { name: 'Vyžadovat dvoufázové přihlášení pro všechny členy' })
    expect(screen.getByText('Zatím ho nemá 1 člen.')).toBeTruthy()
    fireEvent.click(toggle)
    await waitFor(() => expect(calls(setWorkspaceSecurity)).toHaveLength(1))
    expect(calls(setWorkspaceSecurity)[0]?.body).toEqual({ requireSecondStep: true })
    expect(await screen.findByText('Dvoufázové přihlášení je teď pro všechny členy povinné.')).toBeTruthy()
  })

  it('asks an owner without a second step to take one first', async () => {
    serve(team('OWNER', { mine: false }))
    renderPage('OWNER')
    await screen.findByText('Eva Externí', {}, FIRST_PAINT)
    const toggle = screen.getByRole('switch', { name: 'Vyžadovat dvoufázové přihlášení pro všechny členy' })
    expect((toggle as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText(/Nejdřív si dvoufázové přihlášení zapněte sami/)).toBeTruthy()
    expect(screen.getByText('Zatím ho nemají 2 členové.')).toBeTruthy()
  })

  it('shows the server’s refusal of the switch', async () => {
    const { answer } = serve(team('OWNER', { mine: true }))
    answer(setWorkspaceSecurity, () =>
      fail.validation([message('Nejdřív si dvoufázové přihlášení zapněte sami.', 'requireSecondStep')]),
    )
    renderPage('OWNER')
    fireEvent.click(
      await screen.findByRole('switch', { name: 'Vyžadovat dvoufázové přihlášení pro všechny členy' }, FIRST_PAINT),
    )
    expect(await screen.findByText('Nejdřív si dvoufázové přihlášení zapněte sami.')).toBeTruthy()
  })
})
