// @vitest-environment jsdom
import '../test/setup-dom.ts'
import * as ReactQuery from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { type ReactNode, StrictMode, useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BaseProviders } from './base-providers.tsx'
import * as standInQuery from './guest-query.tsx'

// The guest entries' builds use guest-query.tsx instead of TanStack Query (docs/decisions/007). Each
// scenario below runs against @tanstack/react-query and against the stand-in, with the QueryClient
// options the guest entries use (read from BaseProviders' client), and what the pages would render at
// each step (status, data, error, how often the server was asked) must be the same. The expected values
// written out are TanStack Query's, so an upgrade that changes them shows here.
//
// Left out on purpose, as no guest page meets them: which of two components sharing a key lends its
// queryFn (they always call the same endpoint), TanStack's resuming paused mutations before paused
// queries when the connection is back, and options the stand-in does not take (retry, onSuccess,
// select, placeholderData…): a guest page using one needs the stand-in extended first.

type QueryModule = typeof import('./guest-query.tsx')
type QueryOptions = import('./guest-query.tsx').QueryOptions<unknown>
type QueryResult = import('./guest-query.tsx').QueryResult<unknown, Error>
type ClientConfig = NonNullable<ConstructorParameters<QueryModule['QueryClient']>[0]>

const realQuery = ReactQuery as unknown as QueryModule

/** The guest entries' QueryClient options: BaseProviders' own client, as the pages get it. */
let guestConfig: ClientConfig = {}
let guestClient: ReactQuery.QueryClient | null = null
function CaptureClient() {
  guestClient = ReactQuery.useQueryClient()
  return null
}
beforeAll(() => {
  render(
    <BaseProviders>
      <CaptureClient />
    </BaseProviders>,
  )
  cleanup()
  guestConfig = { defaultOptions: guestClient?.getDefaultOptions() as ClientConfig['defaultOptions'] }
})

/** Runs the scenario with TanStack Query, then with the stand-in; they must observe the same. */
async function compare<T>(scenario: (Q: QueryModule, client: InstanceType<QueryModule['QueryClient']>) => Promise<T>) {
  const real = await runIn(realQuery, scenario)
  const standIn = await runIn(standInQuery, scenario)
  expect(standIn, 'the stand-in behaves as TanStack Query').toEqual(real)
  return real
}

async function runIn<T>(
  Q: QueryModule,
  scenario: (Q: QueryModule, client: InstanceType<QueryModule['QueryClient']>) => Promise<T>,
): Promise<T> {
  now = 1_000_000
  backend.reset()
  const client = new Q.QueryClient(guestConfig)
  try {
    return await scenario(Q, client)
  } finally {
    await goOnline()
    cleanup()
    ;(client as { clear?: () => void }).clear?.()
  }
}

/** Lets fetches answer, TanStack's batched notifications arrive and React render. */
async function settle() {
  for (let i = 0; i < 4; i++) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 2)))
}

let now = 1_000_000
/** Time passes for staleness (`staleTime`) without waiting. */
function later(ms: number) {
  now += ms
}

async function goOffline() {
  await act(async () => void window.dispatchEvent(new Event('offline')))
  await settle()
}
async function goOnline() {
  await act(async () => void window.dispatchEvent(new Event('online')))
  await settle()
}

/** The server: each call waits until the scenario answers it. */
const backend = {
  calls: [] as string[],
  waiting: new Map<string, { resolve: (value: unknown) => void; reject: (error: Error) => void }[]>(),
  reset() {
    backend.calls = []
    backend.waiting.clear()
  },
  fn(name: string) {
    return () => {
      backend.calls.push(name)
      return new Promise((resolve, reject) => {
        const list = backend.waiting.get(name) ?? []
        list.push({ resolve, reject })
        backend.waiting.set(name, list)
      })
    }
  },
  async answer(name: string, value: unknown) {
    const call = backend.waiting.get(name)?.shift()
    if (!call) throw new Error(`no call of ${name} waits`)
    call.resolve(value)
    await settle()
  },
  async fail(name: string, message: string) {
    const call = backend.waiting.get(name)?.shift()
    if (!call) throw new Error(`no call of ${name} waits`)
    call.reject(new Error(message))
    await settle()
  },
  /** Calls per name, in order, then forgotten. */
  take(): string[] {
    return backend.calls.splice(0)
  },
}

function summary(result: QueryResult) {
  return {
    status: result.status,
    fetchStatus: result.fetchStatus,
    isPending: result.isPending,
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    isSuccess: result.isSuccess,
    isError: result.isError,
    data: result.data ?? null,
    error: result.error ? result.error.message : null,
    updated: result.dataUpdatedAt > 0,
  }
}
type Summary = ReturnType<typeof summary>

/** One query as a page reads it (with a retry button, as the pages' error states have). */
function View({ Q, id, options }: { Q: QueryModule; id: string; options: QueryOptions }) {
  const result = Q.useQuery(options)
  const [refetched, setRefetched] = useState<string>('-')
  return (
    <>
      <output data-testid={`q-${id}`}>{JSON.stringify(summary(result))}</output>
      <output data-testid={`refetched-${id}`}>{refetched}</output>
      <button
        type="button"
        onClick={() =>
          void result.refetch().then((next) => setRefetched(`${next.status}:${JSON.stringify(next.data ?? null)}`))
        }
      >
        {`retry ${id}`}
      </button>
    </>
  )
}

function mount(Q: QueryModule, client: InstanceType<QueryModule['QueryClient']>, ui: ReactNode) {
  return render(
    <StrictMode>
      <Q.QueryClientProvider client={client}>{ui}</Q.QueryClientProvider>
    </StrictMode>,
  )
}

function seen(id: string): Summary {
  return JSON.parse(screen.getByTestId(`q-${id}`).textContent ?? 'null')
}

function seenAll(): Record<string, Summary> {
  return Object.fromEntries(
    screen
      .queryAllByTestId(/^q-/)
      .map((element) => [element.dataset.testid?.slice(2) ?? '', JSON.parse(element.textContent ?? 'null')]),
  )
}

async function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }))
  await settle()
}

const groups = (slug: string): QueryOptions => ({
  queryKey: ['publicListGroups', { params: { a: slug } }],
  queryFn: backend.fn(`groups ${slug}`),
})

beforeEach(() => {
  vi.spyOn(Date, 'now').mockImplementation(() => now)
  // TanStack Query reports a failed fetch in development
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const PENDING = { status: 'pending', fetchStatus: 'fetching', isPending: true, isLoading: true, isFetching: true }
const SUCCESS = { status: 'success', fetchStatus: 'idle', isPending: false, isSuccess: true, isError: false }

/** api/public.ts's useRoomDetail: no room chosen, no call. */
function Detail({ Q }: { Q: QueryModule }) {
  const [room, setRoom] = useState<string | null>(null)
  // api/public.ts's useRoomDetail
  const options = {
    queryKey: ['publicRoomDetail', { query: { listOfResourceUUUID: room ?? '' } }],
    queryFn: backend.fn(`room ${room}`),
    enabled: room !== null,
  }
  return (
    <>
      <View Q={Q} id="detail" options={options} />
      <button type="button" onClick={() => setRoom('r1')}>
        open
      </button>
      <button type="button" onClick={() => setRoom(null)}>
        close
      </button>
    </>
  )
}

/** The booking page's calendar months (one disabled), the groups, and a room's blocked nights. */
function CalendarPage({ Q, showDetail }: { Q: QueryModule; showDetail: boolean }) {
  return (
    <>
      <View
        Q={Q}
        id="calendar-3"
        options={{ queryKey: ['publicCalendarInfo', { m: 3 }], queryFn: backend.fn('cal 3') }}
      />
      <View
        Q={Q}
        id="calendar-4"
        options={{ queryKey: ['publicCalendarInfo', { m: 4 }], queryFn: backend.fn('cal 4') }}
      />
      <View
        Q={Q}
        id="calendar-off"
        options={{ queryKey: ['publicCalendarInfo', { m: 5 }], queryFn: backend.fn('cal 5'), enabled: false }}
      />
      <View Q={Q} id="groups" options={groups('demo')} />
      {showDetail ? (
        <View
          Q={Q}
          id="blocked"
          options={{ queryKey: ['publicBlockedDays', { m: 3 }], queryFn: backend.fn('blocked') }}
        />
      ) : null}
    </>
  )
}

/** A page whose key changes (another house). */
function HousePage({ Q }: { Q: QueryModule }) {
  const [slug, setSlug] = useState('demo')
  return (
    <>
      <View Q={Q} id="groups" options={groups(slug)} />
      <button type="button" onClick={() => setSlug(slug === 'demo' ? 'other' : 'demo')}>
        switch
      </button>
    </>
  )
}

/** api/public.ts's useGroupCalendar over the months shown. */
function Calendar({ Q }: { Q: QueryModule }) {
  const [months, setMonths] = useState([3])
  const [enabled, setEnabled] = useState(true)
  // api/public.ts's useGroupCalendar
  const results = Q.useQueries({
    queries: months.map((month) => ({
      queryKey: ['publicCalendarInfo', { params: { a: 'g1', b: 2027, c: month } }],
      queryFn: backend.fn(`month ${month}`),
      enabled,
    })),
  })
  return (
    <>
      <output data-testid="q-months">
        {JSON.stringify(results.map((result) => [result.status, result.fetchStatus, result.data ?? null]))}
      </output>
      <button type="button" onClick={() => setMonths((list) => [...list, (list.at(-1) ?? 0) + 1])}>
        next month
      </button>
      <button type="button" onClick={() => setEnabled((value) => !value)}>
        toggle
      </button>
    </>
  )
}

/** A booking sent (useMutation), then the calendar shown beside it is stale. */
function Booking({ Q }: { Q: QueryModule }) {
  const client = Q.useQueryClient()
  // api/public.ts's useCreateBooking: booked, then the calendar is stale
  const mutation = Q.useMutation({
    mutationFn: async (body: string) => {
      const outcome = await backend.fn(`book ${body}`)()
      void client.invalidateQueries({ queryKey: ['publicCalendarInfo'] })
      return outcome
    },
  })
  const [outcome, setOutcome] = useState('-')
  return (
    <>
      <output data-testid="pending">{String(mutation.isPending)}</output>
      <output data-testid="outcome">{outcome}</output>
      <button
        type="button"
        onClick={() =>
          void mutation.mutateAsync('stay').then(
            (answer) => setOutcome(`answered ${JSON.stringify(answer)}`),
            (error: Error) => setOutcome(`failed ${error.message}`),
          )
        }
      >
        book
      </button>
      <button type="button" onClick={() => mutation.mutate('quietly')}>
        mutate
      </button>
      <View Q={Q} id="calendar" options={{ queryKey: ['publicCalendarInfo', { m: 3 }], queryFn: backend.fn('cal') }} />
    </>
  )
}

/** The companions' form saving. */
function Save({ Q }: { Q: QueryModule }) {
  const mutation = Q.useMutation({ mutationFn: (body: string) => backend.fn(`save ${body}`)() })
  return (
    <>
      <output data-testid="pending">{String(mutation.isPending)}</output>
      <button type="button" onClick={() => void mutation.mutateAsync('guests').catch(() => undefined)}>
        save
      </button>
    </>
  )
}

/** Shows its children once asked (after the client is mounted). */
function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  return shown ? (
    children
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      show
    </button>
  )
}

describe('guest query stand-in', () => {
  it('uses the guest entries’ client options: no retries, no refetch on focus, data fresh for 30 s', () => {
    expect(guestConfig.defaultOptions?.queries).toEqual({
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    })
  })

  it('goes from pending to success, one call for both StrictMode mounts', async () => {
    const steps = await compare(async (Q, client) => {
      mount(Q, client, <View Q={Q} id="a" options={groups('demo')} />)
      await settle()
      const trace: unknown[] = [seen('a'), backend.take()]
      await backend.answer('groups demo', { groups: ['g1'] })
      trace.push(seen('a'), backend.take(), client.getQueryData(['publicListGroups', { params: { a: 'demo' } }]))
      return trace
    })
    expect(steps).toEqual([
      expect.objectContaining({ ...PENDING, data: null, error: null, updated: false }),
      ['groups demo'],
      expect.objectContaining({ ...SUCCESS, data: { groups: ['g1'] }, updated: true }),
      [],
      { groups: ['g1'] },
    ])
  })

  it('shows a failure at once (no retries), a retry from the error state, and keeps data when a refetch fails', async () => {
    const steps = await compare(async (Q, client) => {
      mount(Q, client, <View Q={Q} id="a" options={groups('demo')} />)
      await settle()
      await backend.fail('groups demo', 'offline for a while')
      const trace: unknown[] = [seen('a'), backend.take()]
      await press('retry a')
      trace.push(seen('a'), backend.take())
      await backend.fail('groups demo', 'still failing')
      trace.push(seen('a'), screen.getByTestId('refetched-a').textContent)
      await press('retry a')
      await backend.answer('groups demo', { groups: ['g1'] })
      trace.push(seen('a'), screen.getByTestId('refetched-a').textContent, backend.take())
      await press('retry a')
      trace.push(seen('a'))
      await backend.fail('groups demo', 'lost again')
      trace.push(seen('a'), screen.getByTestId('refetched-a').textContent)
      return trace
    })
    expect(steps).toEqual([
      expect.objectContaining({ status: 'error', fetchStatus: 'idle', isError: true, error: 'offline for a while' }),
      ['groups demo'],
      expect.objectContaining({ ...PENDING, error: null }),
      ['groups demo'],
      expect.objectContaining({ status: 'error', error: 'still failing' }),
      'error:null',
      expect.objectContaining({ ...SUCCESS, data: { groups: ['g1'] }, error: null }),
      'success:{"groups":["g1"]}',
      ['groups demo'],
      expect.objectContaining({ status: 'success', fetchStatus: 'fetching', isFetching: true, isLoading: false }),
      expect.objectContaining({ status: 'error', isError: true, data: { groups: ['g1'] }, error: 'lost again' }),
      'error:{"groups":["g1"]}',
    ])
  })

  it('fetches a failed query again when a page mounts it again', async () => {
    const steps = await compare(async (Q, client) => {
      const first = mount(Q, client, <View Q={Q} id="a" options={groups('demo')} />)
      await settle()
      await backend.fail('groups demo', 'down')
      first.unmount()
      backend.take()
      mount(Q, client, <View Q={Q} id="a" options={groups('demo')} />)
      await settle()
      return [seen('a'), backend.take()]
    })
    expect(steps).toEqual([expect.objectContaining({ ...PENDING, error: null }), ['groups demo']])
  })

  it('waits while disabled (enabled: false) and fetches once enabled, keeping the data when disabled again', async () => {
    const steps = await compare(async (Q, client) => {
      mount(Q, client, <Detail Q={Q} />)
      await settle()
      const trace: unknown[] = [seen('detail'), backend.take()]
      await press('open')
      trace.push(seen('detail'), backend.take())
      await backend.answer('room r1', { name: 'Room 1' })
      trace.push(seen('detail'))
      await press('close')
      trace.push(seen('detail'), backend.take())
      await press('open')
      trace.push(seen('detail'), backend.take())
      return trace
    })
    expect(steps).toEqual([
      expect.objectContaining({ status: 'pending', fetchStatus: 'idle', isPending: true, isLoading: false }),
      [],
      expect.objectContaining(PENDING),
      ['room r1'],
      expect.objectContaining({ ...SUCCESS, data: { name: 'Room 1' } }),
      expect.objectContaining({ status: 'pending', fetchStatus: 'idle', data: null }),
      [],
      expect.objectContaining({ ...SUCCESS, data: { name: 'Room 1' } }),
      [],
    ])
  })

  it('shares one fetch among the components that ask for the same key (object keys in any order)', async () => {
    const steps = await compare(async (Q, client) => {
      const key = (first: 'a' | 'b') =>
        first === 'a'
          ? ['publicListResources', { params: { a: 'demo', b: 'g1' } }]
          : ['publicListResources', { params: { b: 'g1', a: 'demo' } }]
      mount(
        Q,
        client,
        <>
          <View Q={Q} id="one" options={{ queryKey: key('a'), queryFn: backend.fn('group') }} />
          <View Q={Q} id="two" options={{ queryKey: key('b'), queryFn: backend.fn('group') }} />
          <View Q={Q} id="other" options={groups('demo')} />
        </>,
      )
      await settle()
      const calls = backend.take()
      await backend.answer('group', { group: 'g1' })
      await backend.answer('groups demo', { groups: [] })
      return [calls, seenAll()]
    })
    expect(steps).toEqual([
      ['group', 'groups demo'],
      {
        one: expect.objectContaining({ ...SUCCESS, data: { group: 'g1' } }),
        two: expect.objectContaining({ ...SUCCESS, data: { group: 'g1' } }),
        other: expect.objectContaining({ ...SUCCESS, data: { groups: [] } }),
      },
    ])
  })

  it('keeps fresh data for its staleTime (the client’s 30 s, a query’s own 15 s), then fetches again on mount', async () => {
    const check: QueryOptions = { ...groups('check'), staleTime: 15_000 }
    const steps = await compare(async (Q, client) => {
      const open = () =>
        mount(
          Q,
          client,
          <>
            <View Q={Q} id="groups" options={groups('demo')} />
            <View Q={Q} id="check" options={check} />
          </>,
        )
      let page = open()
      await settle()
      await backend.answer('groups demo', 1)
      await backend.answer('groups check', 1)
      const trace: unknown[] = [backend.take()]
      for (const wait of [10_000, 10_000, 15_000]) {
        page.unmount()
        later(wait)
        page = open()
        await settle()
        trace.push({ wait, calls: backend.take(), shown: seenAll() })
        for (const name of backend.waiting.keys())
          while (backend.waiting.get(name)?.length) await backend.answer(name, 2)
      }
      return trace
    })
    expect(steps).toEqual([
      ['groups demo', 'groups check'],
      expect.objectContaining({ wait: 10_000, calls: [] }),
      {
        wait: 10_000,
        calls: ['groups check'],
        shown: {
          groups: expect.objectContaining({ ...SUCCESS, data: 1 }),
          check: expect.objectContaining({ status: 'success', fetchStatus: 'fetching', isLoading: false, data: 1 }),
        },
      },
      expect.objectContaining({ wait: 15_000, calls: ['groups demo', 'groups check'] }),
    ])
  })

  it('does not fetch again when the window gets the focus back', async () => {
    const steps = await compare(async (Q, client) => {
      mount(Q, client, <View Q={Q} id="a" options={groups('demo')} />)
      await settle()
      await backend.answer('groups demo', 1)
      backend.take()
      later(60_000)
      await act(async () => {
        window.dispatchEvent(new Event('visibilitychange'))
        window.dispatchEvent(new Event('focus'))
      })
      await settle()
      return backend.take()
    })
    expect(steps).toEqual([])
  })

  it('refetches active matching queries on invalidateQueries, the inactive ones on their next mount', async () => {
    const steps = await compare(async (Q, client) => {
      const page = mount(Q, client, <CalendarPage Q={Q} showDetail />)
      await settle()
      for (const name of ['cal 3', 'cal 4', 'groups demo', 'blocked']) await backend.answer(name, 'first')
      backend.take()
      page.rerender(
        <StrictMode>
          <Q.QueryClientProvider client={client}>
            <CalendarPage Q={Q} showDetail={false} />
          </Q.QueryClientProvider>
        </StrictMode>,
      )
      await settle()

      // api/query.ts's invalidate(): a prefix of the key
      let done = false
      let invalidated!: Promise<void>
      await act(async () => {
        invalidated = client.invalidateQueries({ queryKey: ['publicCalendarInfo'] }).then(() => {
          done = true
        })
      })
      await settle()
      const trace: unknown[] = [backend.take(), done, seen('calendar-3')]
      // nobody shows the blocked nights: nothing to fetch (not awaited, so a drift shows as a difference)
      await act(async () => void client.invalidateQueries({ queryKey: ['publicBlockedDays'] }))
      await settle()
      trace.push(backend.take())
      await backend.answer('cal 3', 'second')
      trace.push(done)
      await backend.answer('cal 4', 'second')
      await act(() => invalidated)
      trace.push(done, seenAll())

      // the blocked nights were invalidated while nobody showed them: fetched when shown again, fresh or not
      page.rerender(
        <StrictMode>
          <Q.QueryClientProvider client={client}>
            <CalendarPage Q={Q} showDetail />
          </Q.QueryClientProvider>
        </StrictMode>,
      )
      await settle()
      trace.push(backend.take(), seen('blocked'))
      await backend.answer('blocked', 'second')

      // base-providers.tsx: a language change invalidates everything
      await act(async () => void client.invalidateQueries())
      await settle()
      trace.push(backend.take().sort())
      return trace
    })
    expect(steps).toEqual([
      ['cal 3', 'cal 4'],
      false,
      expect.objectContaining({ status: 'success', fetchStatus: 'fetching', data: 'first' }),
      [],
      false,
      true,
      expect.objectContaining({
        'calendar-3': expect.objectContaining({ ...SUCCESS, data: 'second' }),
        'calendar-4': expect.objectContaining({ ...SUCCESS, data: 'second' }),
        'calendar-off': expect.objectContaining({ status: 'pending', fetchStatus: 'idle' }),
        groups: expect.objectContaining({ ...SUCCESS, data: 'first' }),
      }),
      ['blocked'],
      expect.objectContaining({ status: 'success', fetchStatus: 'fetching', data: 'first' }),
      ['blocked', 'cal 3', 'cal 4', 'groups demo'],
    ])
  })

  it('gives setQueryData to every component showing the key, and counts it fresh', async () => {
    const info = (id: string): QueryOptions => ({
      queryKey: ['publicGetGuestInfo', { params: { id: 'tok' } }],
      queryFn: backend.fn(`info ${id}`),
    })
    const steps = await compare(async (Q, client) => {
      const key = ['publicGetGuestInfo', { params: { id: 'tok' } }]
      const page = mount(
        Q,
        client,
        <>
          <View Q={Q} id="one" options={info('one')} />
          <View Q={Q} id="two" options={info('two')} />
        </>,
      )
      await settle()
      await backend.fail(backend.take()[0] ?? '', 'first load failed')
      const trace: unknown[] = [seenAll()]
      // api/public.ts's useSaveGuestInfo: the saved stay as the server answered it
      await act(async () => void client.setQueryData(key, { guests: 2 }))
      await settle()
      trace.push(seenAll())
      await act(
        async () =>
          void client.setQueryData(key, (current: { guests: number } | undefined) => ({
            guests: (current?.guests ?? 0) + 1,
          })),
      )
      await settle()
      trace.push(seen('one').data, client.getQueryData(key))
      page.unmount()
      later(10_000)
      mount(Q, client, <View Q={Q} id="again" options={info('again')} />)
      await settle()
      trace.push(seen('again'), backend.take())
      // a key nobody asked for yet
      await act(async () => void client.setQueryData(['publicListGroups', { params: { a: 'new' } }], { groups: [] }))
      mount(Q, client, <View Q={Q} id="new" options={groups('new')} />)
      await settle()
      trace.push(seen('new'), backend.take())
      return trace
    })
    expect(steps).toEqual([
      {
        one: expect.objectContaining({ status: 'error', error: 'first load failed' }),
        two: expect.objectContaining({ status: 'error', error: 'first load failed' }),
      },
      {
        one: expect.objectContaining({ ...SUCCESS, data: { guests: 2 }, error: null }),
        two: expect.objectContaining({ ...SUCCESS, data: { guests: 2 }, error: null }),
      },
      { guests: 3 },
      { guests: 3 },
      expect.objectContaining({ ...SUCCESS, data: { guests: 3 } }),
      [],
      expect.objectContaining({ ...SUCCESS, data: { groups: [] } }),
      [],
    ])
  })

  it('fetches a changed key as a new query (another house or room), the old one staying cached', async () => {
    const steps = await compare(async (Q, client) => {
      mount(Q, client, <HousePage Q={Q} />)
      await settle()
      await backend.answer('groups demo', 'demo groups')
      await press('switch')
      const trace: unknown[] = [seen('groups'), backend.take()]
      await backend.answer('groups other', 'other groups')
      trace.push(seen('groups'))
      await press('switch')
      trace.push(seen('groups'), backend.take())
      return trace
    })
    expect(steps).toEqual([
      expect.objectContaining({ ...PENDING, data: null }),
      ['groups demo', 'groups other'],
      expect.objectContaining({ ...SUCCESS, data: 'other groups' }),
      expect.objectContaining({ ...SUCCESS, data: 'demo groups' }),
      [],
    ])
  })

  it('runs a list of queries with useQueries: in order, each enabled on its own, new ones fetched alone', async () => {
    const steps = await compare(async (Q, client) => {
      mount(Q, client, <Calendar Q={Q} />)
      await settle()
      const trace: unknown[] = [backend.take()]
      await backend.answer('month 3', 'march')
      await press('next month')
      trace.push(seen('months'), backend.take())
      await backend.answer('month 4', 'april')
      trace.push(seen('months'))
      await press('toggle')
      await press('next month')
      trace.push(seen('months'), backend.take())
      await press('toggle')
      trace.push(seen('months'), backend.take())
      return trace
    })
    expect(steps).toEqual([
      ['month 3'],
      [
        ['success', 'idle', 'march'],
        ['pending', 'fetching', null],
      ],
      ['month 4'],
      [
        ['success', 'idle', 'march'],
        ['success', 'idle', 'april'],
      ],
      [
        ['success', 'idle', 'march'],
        ['success', 'idle', 'april'],
        ['pending', 'idle', null],
      ],
      [],
      [
        ['success', 'idle', 'march'],
        ['success', 'idle', 'april'],
        ['pending', 'fetching', null],
      ],
      ['month 5'],
    ])
  })

  it('runs mutations: isPending while sent, mutateAsync’s answer or error, mutate swallowing the error', async () => {
    const steps = await compare(async (Q, client) => {
      mount(Q, client, <Booking Q={Q} />)
      await settle()
      await backend.answer('cal', 'before')
      backend.take()
      const look = () => [screen.getByTestId('pending').textContent, screen.getByTestId('outcome').textContent]
      const trace: unknown[] = [look()]
      await press('book')
      trace.push(look(), backend.take())
      await backend.answer('book stay', { status: 'CONFIRMED' })
      trace.push(look(), backend.take())
      await backend.answer('cal', 'after')
      trace.push(seen('calendar').data)
      await press('book')
      await backend.fail('book stay', 'conflict')
      trace.push(look(), backend.take())
      await press('mutate')
      trace.push(look())
      await backend.fail('book quietly', 'ignored')
      trace.push(look())
      return trace
    })
    expect(steps).toEqual([
      ['false', '-'],
      ['true', '-'],
      ['book stay'],
      ['false', 'answered {"status":"CONFIRMED"}'],
      ['cal'],
      'after',
      ['false', 'failed conflict'],
      ['book stay'],
      ['true', 'failed conflict'],
      ['false', 'failed conflict'],
    ])
  })

  it('waits while the browser is offline and goes on when it is back (networkMode online)', async () => {
    const steps = await compare(async (Q, client) => {
      // TanStack Query hears the connection from when its client is mounted on
      mount(
        Q,
        client,
        <Later>
          <View Q={Q} id="info" options={groups('demo')} />
          <Save Q={Q} />
        </Later>,
      )
      await goOffline()
      await press('show')
      const trace: unknown[] = [seen('info'), backend.take()]
      await goOnline()
      trace.push(seen('info'), backend.take())
      await backend.answer('groups demo', 'groups')
      trace.push(seen('info'))

      await goOffline()
      await press('save')
      trace.push(screen.getByTestId('pending').textContent, backend.take())
      await goOnline()
      trace.push(screen.getByTestId('pending').textContent, backend.take())
      await backend.answer('save guests', 'saved')
      trace.push(screen.getByTestId('pending').textContent)
      return trace
    })
    expect(steps).toEqual([
      expect.objectContaining({ status: 'pending', fetchStatus: 'paused', isPending: true, isLoading: false }),
      [],
      expect.objectContaining(PENDING),
      ['groups demo'],
      expect.objectContaining({ ...SUCCESS, data: 'groups' }),
      'true',
      [],
      'true',
      ['save guests'],
      'false',
    ])
  })

  it('fetches the stale active queries again when the connection is back, not the fresh ones', async () => {
    const check: QueryOptions = { ...groups('check'), staleTime: 15_000 }
    const steps = await compare(async (Q, client) => {
      mount(
        Q,
        client,
        <>
          <View Q={Q} id="groups" options={groups('demo')} />
          <View Q={Q} id="check" options={check} />
        </>,
      )
      await settle()
      await backend.answer('groups demo', 1)
      await backend.answer('groups check', 1)
      backend.take()
      const trace: unknown[] = []
      for (const wait of [5_000, 15_000, 15_000]) {
        await goOffline()
        later(wait)
        await goOnline()
        trace.push({ wait, calls: backend.take() })
        for (const name of backend.waiting.keys())
          while (backend.waiting.get(name)?.length) await backend.answer(name, 2)
      }
      return trace
    })
    expect(steps).toEqual([
      { wait: 5_000, calls: [] },
      { wait: 15_000, calls: ['groups check'] },
      { wait: 15_000, calls: ['groups demo', 'groups check'] },
    ])
  })

  it('starts over when asked to refetch during a refetch: the retry button pressed twice, the language switched twice', async () => {
    const steps = await compare(async (Q, client) => {
      mount(Q, client, <View Q={Q} id="a" options={groups('demo')} />)
      await settle()
      await backend.answer('groups demo', 'v1')
      backend.take()
      await press('retry a')
      await press('retry a')
      const trace: unknown[] = [backend.take(), seen('a')]
      await backend.answer('groups demo', 'superseded')
      trace.push(seen('a'), screen.getByTestId('refetched-a').textContent)
      await backend.answer('groups demo', 'v2')
      trace.push(seen('a'), screen.getByTestId('refetched-a').textContent)

      // base-providers.tsx's RefetchOnLanguageChange, twice in a row
      await act(async () => {
        void client.invalidateQueries()
        void client.invalidateQueries()
      })
      await settle()
      trace.push(backend.take())
      await backend.answer('groups demo', 'first language')
      trace.push(seen('a'))
      await backend.answer('groups demo', 'second language')
      trace.push(seen('a'))
      return trace
    })
    expect(steps).toEqual([
      ['groups demo', 'groups demo'],
      expect.objectContaining({ status: 'success', fetchStatus: 'fetching', data: 'v1' }),
      expect.objectContaining({ status: 'success', fetchStatus: 'fetching', data: 'v1' }),
      '-',
      expect.objectContaining({ ...SUCCESS, data: 'v2' }),
      'success:"v2"',
      ['groups demo', 'groups demo'],
      expect.objectContaining({ status: 'success', fetchStatus: 'fetching', data: 'v2' }),
      expect.objectContaining({ ...SUCCESS, data: 'second language' }),
    ])
  })

  it('fetches again on mount after a failed refetch, even within the staleTime', async () => {
    const steps = await compare(async (Q, client) => {
      const page = mount(Q, client, <View Q={Q} id="a" options={groups('demo')} />)
      await settle()
      await backend.answer('groups demo', 'v1')
      await press('retry a')
      await backend.fail('groups demo', 'lost')
      backend.take()
      page.unmount()
      later(1_000)
      mount(Q, client, <View Q={Q} id="a" options={groups('demo')} />)
      await settle()
      const trace: unknown[] = [backend.take(), seen('a')]
      await backend.answer('groups demo', 'v2')
      trace.push(seen('a'))
      return trace
    })
    expect(steps).toEqual([
      ['groups demo'],
      expect.objectContaining({ status: 'error', fetchStatus: 'fetching', data: 'v1', error: 'lost' }),
      expect.objectContaining({ ...SUCCESS, data: 'v2', error: null }),
    ])
  })
})
