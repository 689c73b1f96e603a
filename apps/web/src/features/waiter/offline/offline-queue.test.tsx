// @vitest-environment jsdom
import '../../../test/setup-dom.ts'
import {
  type OrderItem,
  type TableOrder,
  waiterAddToTable,
  waiterGetCategories,
  waiterGetMenuItems,
  waiterGetMenuItemsPerCategory,
  waiterGetOrderItems,
  waiterInfo as waiterInfoEndpoint,
  waiterModifyCount,
} from '@innkeep/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FakeCall, fakeApi } from '../../../test/fake-api.ts'
import { FIRST_PAINT, spaced } from '../../../test/render.tsx'
import {
  BEER_LINE_ID,
  menuCategory,
  menuItem,
  orderItem,
  TABLE_ID,
  tableOrder,
  waiterInfo,
} from '../waiter-test-data.ts'
import { renderWaiter } from '../waiter-test-render.tsx'

/**
 * A server that applies each idempotency key once (as apps/server/src/http/idempotency.ts does) and a
 * connection that can drop: `down` refuses every call, `loseAnswers` lets the call reach the server
 * and drops its answer, so the tablet sends the same write again.
 */
function flappingServer() {
  let current: TableOrder = tableOrder(null)
  const answers = new Map<string, TableOrder>()
  const applied: string[] = []
  const keyed = (call: FakeCall, apply: () => TableOrder) => {
    const key = call.headers.get('Idempotency-Key') ?? ''
    const stored = answers.get(key)
    if (stored) return stored
    current = apply()
    applied.push(key)
    answers.set(key, current)
    return current
  }
  const count = () => current.order?.items[0]?.count ?? 0
  const served = fakeApi([
    [waiterInfoEndpoint, () => waiterInfo()],
    [waiterGetCategories, () => [menuCategory()]],
    [waiterGetMenuItems, () => [menuItem()]],
    [waiterGetMenuItemsPerCategory, () => [menuItem()]],
    [waiterGetOrderItems, () => current],
    [
      waiterAddToTable,
      (call) =>
        keyed(call, () =>
          tableOrder([orderItem({ count: count() + Number(call.params.c) })], {
            version: (current.order?.version ?? 0) + 1,
          }),
        ),
    ],
    [
      waiterModifyCount,
      (call) =>
        keyed(call, () =>
          tableOrder([orderItem({ count: Number(call.params.c) })], { version: (current.order?.version ?? 0) + 1 }),
        ),
    ],
  ])
  const server = globalThis.fetch
  const connection = { down: false, loseAnswers: 0 }
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (connection.down) throw new TypeError('Failed to fetch')
    const answer = await server(input, init)
    if (connection.loseAnswers > 0 && init?.method === 'PUT') {
      connection.loseAnswers -= 1
      throw new TypeError('Failed to fetch')
    }
    return answer
  })
  return { ...served, connection, applied, count }
}

const addBeer = () => screen.findByRole('button', { name: 'Přidat Pivo 0,5 l' }, FIRST_PAINT)
const orderCounts = () => screen.queryAllByTestId('item-count').map((e) => e.textContent)

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the waiter’s taps with the connection gone', () => {
  it('keeps them on the device, shows them at once and how many wait, and sends each once when back', async () => {
    const server = flappingServer()
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    const add = await addBeer()
    server.connection.down = true
    for (let i = 0; i < 3; i++) fireEvent.click(add)
    // shown at once, as the waiter tapped them
    await waitFor(() => expect(orderCounts()).toEqual(['3']))
    const banner = await screen.findByTestId('offline-banner')
    expect(spaced(banner.textContent)).toContain('Bez připojení: 3 změny čekají v zařízení na odeslání.')
    expect(server.applied).toHaveLength(0)

    // back online, the first answer is lost on the way: the same write goes again with its key
    server.connection.down = false
    server.connection.loseAnswers = 1
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull(), { timeout: 5_000 })
    await waitFor(() => expect(server.count()).toBe(3))
    expect(new Set(server.applied).size).toBe(3)
    const keys = server.calls(waiterAddToTable).map((call) => call.headers.get('Idempotency-Key'))
    // four sends of three writes: the lost answer's write was sent twice with one key
    expect(keys).toHaveLength(4)
    expect(new Set(keys).size).toBe(3)
    expect(orderCounts()).toEqual(['3'])
  })

  it('sends a change of a line added offline against the line the server made', async () => {
    const server = flappingServer()
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    const add = await addBeer()
    server.connection.down = true
    fireEvent.click(add)
    fireEvent.click(await screen.findByRole('button', { name: 'Přidat kus: Pivo 0,5 l' }))
    await waitFor(() => expect(orderCounts()).toEqual(['2']))
    server.connection.down = false
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(server.calls(waiterModifyCount)).toHaveLength(1))
    const modify = server.calls(waiterModifyCount)[0]
    // the line's id from the add's answer, and the count that answer said
    expect(modify?.url.pathname).toMatch(/\/modify-count\/[^/]+\/01a300a8-0000-7000-8000-000000000051\/2$/)
    expect(modify?.url.searchParams.get('expected')).toBe('1')
    await waitFor(() => expect(server.count()).toBe(2))
  })

  it('keeps a line added with a note apart, and sends a + of the plain line against the plain line', async () => {
    const NOTED_LINE_ID = '01a300a8-0000-7000-8000-000000000055'
    let current = tableOrder(null)
    const save = (items: OrderItem[]) => {
      current = tableOrder(items, { version: (current.order?.version ?? 0) + 1 })
      return current
    }
    const server = fakeApi([
      [waiterInfoEndpoint, () => waiterInfo()],
      [waiterGetCategories, () => [menuCategory()]],
      [waiterGetMenuItemsPerCategory, () => [menuItem()]],
      [waiterGetOrderItems, () => current],
      [
        waiterAddToTable,
        (call) => {
          // the server's rule: another note is another line, in the order they were added
          const note = call.query.get('note') ?? ''
          const id = note ? NOTED_LINE_ID : BEER_LINE_ID
          const items = current.order?.items ?? []
          const count = (items.find((item) => item.id === id)?.count ?? 0) + Number(call.params.c)
          const line = orderItem({ id, count, note, course: 'NOW', kitchen: 'SENT' })
          return save(
            items.some((item) => item.id === id) ? items.map((i) => (i.id === id ? line : i)) : [...items, line],
          )
        },
      ],
      [
        waiterModifyCount,
        (call) =>
          save(
            (current.order?.items ?? []).map((item) =>
              item.id === call.params.b ? orderItem({ ...item, count: Number(call.params.c) }) : item,
            ),
          ),
      ],
    ])
    const fetchServer = globalThis.fetch
    const connection = { down: false }
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (connection.down) throw new TypeError('Failed to fetch')
      return fetchServer(input, init)
    })
    renderWaiter(`/waiter/table/${TABLE_ID}`)
    const add = await addBeer()
    connection.down = true
    // offline: a plain beer, one "bez pěny", then one more of the plain one
    fireEvent.click(add)
    fireEvent.click(screen.getByRole('button', { name: 'S poznámkou nebo na později: Pivo 0,5 l' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Vlastní poznámka'), { target: { value: 'bez pěny' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přidat' }))
    await waitFor(() => expect(orderCounts()).toEqual(['1', '1']))
    const [plain, noted] = screen.getAllByTestId('order-item') as [HTMLElement, HTMLElement]
    expect(within(plain).queryByTestId('item-note')).toBeNull()
    expect(within(noted).getByTestId('item-note').textContent).toBe('bez pěny')
    fireEvent.click(within(plain).getByRole('button', { name: 'Přidat kus: Pivo 0,5 l' }))
    await waitFor(() => expect(orderCounts()).toEqual(['2', '1']))

    connection.down = false
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(server.calls(waiterModifyCount)).toHaveLength(1), { timeout: 5_000 })
    expect(server.calls(waiterAddToTable).map((call) => call.url.search)).toEqual(['', '?note=bez+p%C4%9Bny'])
    const modify = server.calls(waiterModifyCount)[0]
    // the plain line, though the noted one of the same beer is the newer
    expect(modify?.url.pathname).toBe(`/api/rst-waiter/modify-count/${TABLE_ID}/${BEER_LINE_ID}/2`)
    expect(modify?.url.searchParams.get('expected')).toBe('1')
    await waitFor(() => expect(screen.queryByTestId('item-pending')).toBeNull())
    expect(orderCounts()).toEqual(['2', '1'])
  })
})
