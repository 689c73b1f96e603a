// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { listActivity, user } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activityItem, STAY_ID } from '../../components/activity/activity-test-data.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, RECEPTION_ID, renderRoute } from '../../test/render.tsx'
import { ActivityPage } from './activity-page.tsx'

const ROUTE = '/:slugs/settings/activity'
const PATH = '/demo/settings/activity'

function page(items = rows(), total = items.length, pageNo = 0) {
  return { items, total, page: pageNo, size: 50 }
}

/** The activity `answer` gives, read by the owner. */
const serve = (answer = page()) =>
  fakeApi([
    [listActivity, () => answer],
    [user, () => member('OWNER')],
  ])

function rows() {
  return [
    activityItem({
      action: 'createContact',
      entity: 'CONTACT',
      entityId: '01a200a8-0000-7000-8000-00000000e001',
      fields: { name: 'Pekárna U Mlýna', ico: '12345678' },
    }),
    activityItem({ action: 'VIEW_ID_DOCUMENT', fields: { guestIds: ['g1', 'g2'] } }),
    activityItem({
      action: 'brandNewThing',
      entity: 'SOMETHING_ELSE',
      entityId: 'x-1',
      actorKind: 'GUEST',
      actorName: null,
      actor: 'guest',
    }),
  ]
}

afterEach(() => vi.unstubAllGlobals())

describe('Historie změn', () => {
  it('shows who did what, when and on which record, newest first', async () => {
    serve()
    renderRoute(ROUTE, <ActivityPage />, PATH)
    await waitFor(() => expect(screen.getAllByTestId('activity-row')).toHaveLength(3), FIRST_PAINT)
    const [contact, view, guest] = screen.getAllByTestId('activity-row')
    expect(contact?.textContent).toContain('Marie Majitelová')
    expect(contact?.textContent).toContain('Uložení kontaktu')
    expect(contact?.textContent).toContain('12. 3. 2027 10:30')
    expect(view?.textContent).toContain('Zobrazení dokladů hostů')
    expect(
      within(view as HTMLElement)
        .getByRole('link', { name: 'Rezervace' })
        .getAttribute('href'),
    ).toBe(`/demo/reservations/${STAY_ID}`)
    // an action and an area the catalogue does not know yet read as words
    expect(guest?.textContent).toContain('Brand new thing')
    expect(guest?.textContent).toContain('Something else')
    expect(guest?.textContent).toContain('Host')
  })

  it('unfolds the fields a write sent', async () => {
    serve()
    renderRoute(ROUTE, <ActivityPage />, PATH)
    const [contact] = await screen.findAllByTestId('activity-row', {}, FIRST_PAINT)
    expect(within(contact as HTMLElement).queryByTestId('activity-fields')).toBeNull()
    fireEvent.click(within(contact as HTMLElement).getByRole('button', { name: 'Zobrazit 2 údaje' }))
    const fields = within(contact as HTMLElement).getByTestId('activity-fields')
    expect(fields.textContent).toContain('Pekárna U Mlýna')
    expect(fields.textContent).toContain('12345678')
  })

  it('asks the server for one person’s activity and starts again on the first page', async () => {
    const { calls } = serve(page(rows(), 120))
    renderRoute(ROUTE, <ActivityPage />, PATH)
    await screen.findAllByTestId('activity-row', {}, FIRST_PAINT)
    fireEvent.click(screen.getByRole('button', { name: 'Další stránka' }))
    await waitFor(() => expect(calls(listActivity).at(-1)?.url.searchParams.get('page')).toBe('1'))
    const input = screen.getByRole('combobox', { name: 'Kdo' })
    fireEvent.click(input)
    const listbox = await waitFor(() => {
      const element = document.getElementById(input.getAttribute('aria-controls') ?? '')
      if (!element) throw new Error('no listbox')
      return element
    })
    fireEvent.click(await within(listbox).findByRole('option', { name: 'Petr Recepční', hidden: true }))
    await waitFor(() =>
      expect(calls(listActivity).at(-1)?.url.searchParams.get('actor')).toBe(`identity:${RECEPTION_ID}`),
    )
    expect(calls(listActivity).at(-1)?.url.searchParams.get('page')).toBe('0')
  })

  it('says so when nothing is recorded yet', async () => {
    serve(page([]))
    renderRoute(ROUTE, <ActivityPage />, PATH)
    expect(await screen.findByText('Zatím tu nic není', {}, FIRST_PAINT)).toBeTruthy()
  })
})
