// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type OrderItem,
  type TableOrder,
  waiterAddToTable,
  waiterGetCategories,
  waiterGetMenuItemsPerCategory,
  waiterGetOrderItems,
  waiterInfo as waiterInfoEndpoint,
  waiterReleaseCourse,
} from '@innkeep/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT } from '../../test/render.tsx'
import {
  FOOD_CATEGORY_ID,
  GOULASH_ID,
  GOULASH_LINE_ID,
  menuCategory,
  menuItem,
  orderItem,
  TABLE_ID,
  tableOrder,
  waiterInfo,
} from './waiter-test-data.ts'
import { renderWaiter } from './waiter-test-render.tsx'

// Issue 27: notes per item, the later course the waiter calls, and what the kitchen has done.

const goulash = menuItem({
  id: GOULASH_ID,
  categoryId: FOOD_CATEGORY_ID,
  categoryName: 'Hlavní jídla',
  name: 'Guláš',
  description: 'hovězí, 5 knedlíků',
  unit: '150 g',
  price: 21900,
  priceCategory: 'FOOD_REGULAR',
  vatRate: 12,
})

const goulashLine = (overrides: Partial<OrderItem> = {}) =>
  orderItem({
    id: GOULASH_LINE_ID,
    menuItemId: GOULASH_ID,
    name: 'Guláš',
    unit: '150 g',
    unitPrice: 21900,
    priceCategory: 'FOOD_REGULAR',
    vatRate: 12,
    note: '',
    course: 'NOW',
    ...overrides,
  })

/** The kitchen's table: goulash on the menu, the order as given; an add makes the line the query asks for. */
function serveKitchenTable(start: TableOrder) {
  let current = start
  const served = fakeApi([
    [waiterInfoEndpoint, () => waiterInfo()],
    [waiterGetCategories, () => [menuCategory({ id: FOOD_CATEGORY_ID, name: 'Hlavní jídla' })]],
    [waiterGetMenuItemsPerCategory, () => [goulash]],
    [waiterGetOrderItems, () => current],
    [
      waiterAddToTable,
      (call) => {
        const later = call.query.get('course') === 'LATER'
        const items = current.order?.items ?? []
        const line = goulashLine({
          // a line of its own each time (every add here differs in its note or course)
          id: `01a300a8-0000-7000-8000-0000000006${String(items.length).padStart(2, '0')}`,
          count: Number(call.params.c),
          note: call.query.get('note') ?? '',
          course: later ? 'LATER' : 'NOW',
          kitchen: later ? 'HELD' : 'SENT',
        })
        current = tableOrder([...items, line], { version: (current.order?.version ?? 0) + 1 })
        return current
      },
    ],
    [
      waiterReleaseCourse,
      () => {
        const items = (current.order?.items ?? []).map((item) =>
          item.kitchen === 'HELD' ? { ...item, kitchen: 'SENT' as const } : item,
        )
        current = tableOrder(items, { version: (current.order?.version ?? 0) + 1 })
        return current
      },
    ],
  ])
  return served
}

const lineOf = (name: RegExp) =>
  screen.getAllByTestId('order-item').find((row) => name.test(row.textContent ?? '')) as HTMLElement

describe('Stůl: notes, courses and the kitchen', () => {
  it('adds two goulash "bez cibule" for later from the note dialog, sending the note and course once', async () => {
    const { calls } = serveKitchenTable(tableOrder(null))
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    fireEvent.click(
      await screen.findByRole('button', { name: 'S poznámkou nebo na později: Guláš 150 g' }, FIRST_PAINT),
    )
    const dialog = await screen.findByRole('dialog')
    const noOnion = within(dialog).getByRole('button', { name: 'bez cibule' })
    fireEvent.click(noOnion)
    expect(noOnion.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Později' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'O kus více' }))
    expect(within(dialog).getByTestId('note-count').textContent).toBe('2')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přidat' }))

    await waitFor(() => expect(calls(waiterAddToTable)).toHaveLength(1))
    const add = calls(waiterAddToTable)[0]
    expect(add?.url.pathname).toBe(`/api/rst-waiter/add-to-table/${TABLE_ID}/${GOULASH_ID}/2`)
    // URLSearchParams writes the space as "+", which the server reads as %20 (a space)
    expect(add?.url.search).toBe('?note=bez+cibule&course=LATER')
    expect(add?.query.get('note')).toBe('bez cibule')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const line = await screen.findByTestId('item-note')
    expect(line.textContent).toBe('bez cibule')
    expect(screen.getByTestId('item-later').textContent).toBe('Později')
    expect(screen.getByTestId('undo-text').textContent).toBe('Přidáno: Guláš 150 g – bez cibule')
    expect(screen.getByRole('button', { name: 'Podávat další chod' })).toBeTruthy()
    // sent once, and a plain tap afterwards still adds one piece with no query
    fireEvent.click(screen.getByRole('button', { name: 'Přidat Guláš 150 g' }))
    await waitFor(() => expect(calls(waiterAddToTable)).toHaveLength(2))
    expect(calls(waiterAddToTable)[1]?.url.search).toBe('')
    expect(calls(waiterAddToTable)[1]?.url.pathname).toMatch(/\/1$/)
  })

  it('joins the quick choices and the waiter’s own words into one note, now by default', async () => {
    const { calls } = serveKitchenTable(tableOrder(null))
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    // a long press on a touch screen comes as a context menu
    fireEvent.contextMenu(await screen.findByRole('button', { name: 'Přidat Guláš 150 g' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'velká porce' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'bez lepku' }))
    fireEvent.change(within(dialog).getByLabelText('Vlastní poznámka'), { target: { value: ' knedlík zvlášť ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přidat' }))
    await waitFor(() => expect(calls(waiterAddToTable)).toHaveLength(1))
    // in the order of the quick choices, whatever order they were tapped in
    expect(calls(waiterAddToTable)[0]?.query.get('note')).toBe('bez lepku, velká porce, knedlík zvlášť')
    expect(calls(waiterAddToTable)[0]?.query.has('course')).toBe(false)
    expect(calls(waiterAddToTable)[0]?.url.pathname).toMatch(/\/1$/)
  })

  it('shows each line’s note, the held course and what the kitchen has done', async () => {
    serveKitchenTable(
      tableOrder([
        orderItem({ kitchen: 'SENT' }),
        goulashLine({ note: 'bez cibule', kitchen: 'DONE', addedAt: '2026-11-24T18:01:00.000Z' }),
        goulashLine({ id: '01a300a8-0000-7000-8000-000000000053', course: 'LATER', kitchen: 'HELD' }),
        orderItem({
          id: '01a300a8-0000-7000-8000-000000000054',
          name: 'Lahev vína',
          menuItemId: null,
          kitchen: 'NONE',
        }),
      ]),
    )
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    await screen.findAllByTestId('order-item', {}, FIRST_PAINT)
    expect(within(lineOf(/Pivo/)).getByTestId('item-kitchen').textContent).toBe('Připravuje se')
    expect(within(lineOf(/Pivo/)).getByTestId('item-kitchen').dataset.kitchen).toBe('SENT')
    const done = lineOf(/bez cibule/)
    expect(within(done).getByTestId('item-note').textContent).toBe('bez cibule')
    expect(within(done).getByTestId('item-kitchen').textContent).toBe('Hotovo')
    const held = screen.getAllByTestId('order-item')[2] as HTMLElement
    expect(within(held).getByTestId('item-later').textContent).toBe('Později')
    expect(within(held).queryByTestId('item-kitchen')).toBeNull()
    expect(within(held).queryByTestId('item-note')).toBeNull()
    const wine = lineOf(/Lahev vína/)
    expect(within(wine).queryByTestId('item-kitchen')).toBeNull()
    expect(within(wine).queryByTestId('item-later')).toBeNull()
  })

  it('calls the next course with Podávat další chod, and the line goes to the kitchen', async () => {
    const { calls } = serveKitchenTable(
      tableOrder([goulashLine({ note: 'bez cibule', course: 'LATER', kitchen: 'HELD' })]),
    )
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Podávat další chod' }, FIRST_PAINT))
    await waitFor(() => expect(calls(waiterReleaseCourse)).toHaveLength(1))
    const release = calls(waiterReleaseCourse)[0]
    expect(release?.method).toBe('PUT')
    expect(release?.url.pathname).toBe(`/api/rst-waiter/release-course/${TABLE_ID}`)
    expect((await screen.findByTestId('item-kitchen')).textContent).toBe('Připravuje se')
    expect(screen.queryByTestId('item-later')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Podávat další chod' })).toBeNull()
    expect(await screen.findByText('Další chod je odeslaný k přípravě.')).toBeTruthy()
    expect(calls(waiterReleaseCourse)).toHaveLength(1)
  })

  it('offers no call of the next course offline, and says why', async () => {
    const { calls } = serveKitchenTable(tableOrder([goulashLine({ course: 'LATER', kitchen: 'HELD' })]))
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    const button = await screen.findByRole('button', { name: 'Podávat další chod' }, FIRST_PAINT)
    await act(async () => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(screen.getByTestId('course-offline').textContent).toBe('Další chod lze poslat jen s připojením k internetu.')
    fireEvent.click(button)
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(screen.queryByTestId('course-offline')).toBeNull()
    expect(calls(waiterReleaseCourse)).toHaveLength(0)
  })
})
