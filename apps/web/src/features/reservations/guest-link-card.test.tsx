// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { type GuestMail, listReservationMails, sendAccommodationReminder } from '@innkeep/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render.tsx'
import { STAY } from '../../test/stay-test-data.ts'
import { GuestLinkCard } from './guest-link-card.tsx'

// Issue 29: a mail to a guest is "sent" only when a mail server took it; the stay lists its mails.

afterEach(() => vi.unstubAllGlobals())

const stay = { ...STAY, contact: { name: 'Jana Horváthová', email: 'jana@example.cz', phone: '' } }
const mail = (values: Partial<GuestMail>): GuestMail => ({
  id: '01a200a8-0000-7000-8000-00000000e001',
  to: 'jana@example.cz',
  subject: 'Rezervace',
  kind: 'BOOKING_RECEIVED',
  status: 'SENT',
  error: null,
  sentAt: '2027-03-01T09:30:00.000Z',
  ...values,
})

function renderCard(delivered: boolean, mails: GuestMail[]) {
  const logged = [...mails]
  fakeApi([
    [listReservationMails, () => logged],
    [
      sendAccommodationReminder,
      () => {
        logged.unshift(
          mail({ id: '01a200a8-0000-7000-8000-00000000e002', kind: 'REMINDER', status: delivered ? 'SENT' : 'LOGGED' }),
        )
        return { sentTo: 'jana@example.cz', sentAt: '2027-03-02T10:00:00.000Z', delivered }
      },
    ],
  ])
  renderRoute(
    '/:slugs/reservations/:id',
    <GuestLinkCard reservation={stay} canSend />,
    `/demo/reservations/${STAY.id}`,
    {
      role: 'RECEPTION',
      mantineEnv: 'test',
    },
  )
}

describe('the guest link card', () => {
  it('lists the mails the guest got, each with whether a mail server took it', async () => {
    renderCard(true, [mail({})])
    const list = await screen.findByTestId('stay-mails')
    expect(within(list).getByText(/Přijetí rezervace · jana@example.cz/)).toBeTruthy()
    expect(within(list).getByText('Odesláno')).toBeTruthy()
  })

  it('says a reminder went only when it did', async () => {
    renderCard(true, [])
    expect(await screen.findByText('Hostovi zatím žádný e-mail neodešel.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Poslat připomínku e-mailem' }))
    expect((await screen.findAllByText(/Připomínka odešla na jana@example.cz/)).length).toBeGreaterThan(0)
    expect(await within(screen.getByTestId('stay-mails')).findByText('Připomínka · jana@example.cz')).toBeTruthy()
  })

  it('without SMTP the reminder is only in the log, and the card says so', async () => {
    renderCard(false, [])
    fireEvent.click(await screen.findByRole('button', { name: 'Poslat připomínku e-mailem' }))
    expect((await screen.findAllByText(/je jen v záznamu odeslané pošty/)).length).toBeGreaterThan(0)
    expect(screen.queryByText(/Připomínka odešla/)).toBeNull()
    expect(await within(screen.getByTestId('stay-mails')).findByText('Jen v záznamu')).toBeTruthy()
  })
})
