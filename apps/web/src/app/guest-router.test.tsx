// @vitest-environment jsdom
import '../test/setup-dom.ts'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { type ReactNode, StrictMode, useState } from 'react'
import * as ReactRouter from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { guestRoutes } from './guest-routes.tsx'

// The guest entries' builds use guest-router.tsx instead of react-router (docs/decisions/007). Each
// scenario below runs against react-router and against the stand-in, in a fresh page each time, and
// what a guest would see (the page shown, its parameters, the address, the history) must be the same.
// The expected values written out are what react-router does, so an upgrade that changes them shows here.
//
// Left out on purpose, as no guest page meets them: react-router's blocker also stops the browser's back
// and forward buttons (the stand-in's only in-app navigation; the stay page has no in-app history), the
// not-found route's `*` parameter (react-router keeps a trailing slash; no page reads it), and an
// errorElement under <Routes> (react-router honours it only in a data router; book-main.tsx has none).

type RouterModule = typeof import('./guest-router.tsx')

const realRouter = ReactRouter as unknown as RouterModule

/** The stand-in as a page loads it: its history is the page's, so each scenario gets a fresh module. */
async function loadStandIn(): Promise<RouterModule> {
  vi.resetModules()
  return await import('./guest-router.tsx')
}

/** The router module for a page that is about to open. */
type Load = () => Promise<RouterModule>

/** Runs the scenario with react-router, then with the stand-in; they must observe the same. */
async function compare<T>(scenario: (load: Load) => Promise<T>): Promise<T> {
  const real = await runIn(async () => realRouter, scenario)
  const standIn = await runIn(loadStandIn, scenario)
  expect(standIn, 'the stand-in behaves as react-router').toEqual(real)
  return real
}

async function runIn<T>(load: Load, scenario: (load: Load) => Promise<T>): Promise<T> {
  try {
    return await scenario(load)
  } finally {
    cleanup()
    for (const dispose of disposers.splice(0)) dispose()
  }
}

const disposers: (() => void)[] = []

/** Lets transitions, effects, popstate and the data router's navigations finish. */
async function settle() {
  for (let i = 0; i < 4; i++) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)))
}

/** A new page at `address`; the history entries the scenario adds count from here. */
function openPage(address: string): () => number {
  window.history.pushState(null, '', address)
  const base = window.history.length
  return () => window.history.length - base
}

function address(): string {
  return window.location.pathname + window.location.search + window.location.hash
}

// the actual guest patterns (guest-routes.tsx; book-main.tsx and guest-main.tsx use the same ones), and
// the not-found route the entries end with
const GUEST_PATTERNS = guestRoutes.children.flatMap((route) => (route.path ? [route.path] : []))
const PATTERNS = [...GUEST_PATTERNS, '*']

/** What a page shows of the router: its route, parameters and location. */
function Probe({ R, route }: { R: RouterModule; route: string }) {
  const read = R.useParams()
  // the not-found page reads no parameter (react-router's `*` keeps a trailing slash, the stand-in's not)
  const params = route === '*' ? 'not read' : read
  const { pathname, search, hash, state, key } = R.useLocation()
  return (
    <output data-testid="probe">
      {JSON.stringify({ route, params, pathname, search, hash, state, initialKey: key === 'default' })}
    </output>
  )
}

function shown(): unknown {
  if (screen.queryByTestId('route-error')) return 'errorElement'
  const probe = screen.queryByTestId('probe')
  return probe ? JSON.parse(probe.textContent ?? 'null') : null
}

type Kind = 'BrowserRouter' | 'RouterProvider'
/** book-main.tsx renders <BrowserRouter><Routes>; guest-main.tsx (and the staff app) a data router. */
const KINDS: Kind[] = ['BrowserRouter', 'RouterProvider']

type Page = (R: RouterModule, route: string) => ReactNode

const probeOnly: Page = (R, route) => <Probe R={R} route={route} />

/** Renders an entry's router with the guest routes, as the entries do (StrictMode included). */
function mount(R: RouterModule, kind: Kind, page: Page, withLayout: (R: RouterModule) => ReactNode = layout) {
  if (kind === 'BrowserRouter') {
    render(
      <StrictMode>
        <R.BrowserRouter>
          <R.Routes>
            {PATTERNS.map((path) => (
              <R.Route key={path} path={path} element={page(R, path)} />
            ))}
          </R.Routes>
        </R.BrowserRouter>
      </StrictMode>,
    )
    return
  }
  const router = R.createBrowserRouter([
    {
      element: withLayout(R),
      errorElement: <p data-testid="route-error">failed</p>,
      children: PATTERNS.map((path) => ({ path, element: page(R, path) })),
    },
  ])
  disposers.push(() => (router as { dispose?: () => void }).dispose?.())
  render(
    <StrictMode>
      <R.RouterProvider router={router} />
    </StrictMode>,
  )
}

function layout(R: RouterModule) {
  return (
    <div data-testid="layout">
      <R.Outlet />
    </div>
  )
}

/** Clicks like a guest; says whether the router took the click (prevented the browser's own navigation). */
function click(element: Element, init: MouseEventInit = {}): Promise<boolean> {
  let taken = false
  const seen = (event: Event) => {
    taken = event.defaultPrevented
    event.preventDefault() // jsdom cannot load another document
  }
  document.addEventListener('click', seen)
  fireEvent.click(element, init)
  document.removeEventListener('click', seen)
  return settle().then(() => taken)
}

async function historyGo(delta: number) {
  await act(async () => window.history.go(delta))
  await settle()
}

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  // react-router warns about what jsdom lacks (scrolling) and React about the failing page on purpose
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** The booking page's use of the query string (`?room=`), and the other ways to set it. */
function SearchPage({ R }: { R: RouterModule }) {
  const [searchParams, setSearchParams] = R.useSearchParams()
  // booking-flow.tsx's setRoom
  const setRoom = (room: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (room) next.set('room', room)
        else next.delete('room')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  return (
    <>
      <output data-testid="room">{searchParams.get('room') ?? '-'}</output>
      <output data-testid="all">{searchParams.toString()}</output>
      <button type="button" onClick={() => setRoom('r 2')}>
        choose
      </button>
      <button type="button" onClick={() => setRoom(null)}>
        clear
      </button>
      <button type="button" onClick={() => setSearchParams({ room: 'r3', note: 'a&b=c' })}>
        push
      </button>
      <button type="button" onClick={() => setSearchParams([['x', '1']], { replace: true })}>
        pairs
      </button>
      <button type="button" onClick={() => setSearchParams('y=2&y=3')}>
        string
      </button>
      <button type="button" onClick={() => setSearchParams({})}>
        empty
      </button>
    </>
  )
}

/** Navigation from code. */
function Buttons({ R }: { R: RouterModule }) {
  const navigate = R.useNavigate()
  return (
    <>
      <button type="button" onClick={() => navigate('/guest/t2', { state: { from: 't1' } })}>
        push
      </button>
      <button type="button" onClick={() => navigate('/guest/t3?tab=pay#payment', { replace: true })}>
        replace
      </button>
      <button type="button" onClick={() => navigate({ pathname: '/book/demo', search: '?room=r1' })}>
        object
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  )
}

/** features/booking/start-page.tsx's redirect to a house's only group, keeping the query string. */
function StartPage({ R, push }: { R: RouterModule; push?: boolean }) {
  const { slug = '' } = R.useParams()
  const { search } = R.useLocation()
  return <R.Navigate replace={!push} to={`/book/${encodeURIComponent(slug)}/g1${search}`} />
}

/** A page that fails to render for one address. */
function Failing({ R, route }: { R: RouterModule; route: string }) {
  const { token } = R.useParams()
  if (token === 'boom') throw new Error('the page failed')
  return (
    <>
      <Probe R={R} route={route} />
      <R.Link to="/guest/boom">fail</R.Link>
    </>
  )
}

// components/form/unsaved-changes-guard.tsx's blocker, with its dialog's two buttons
function Guard({ R }: { R: RouterModule }) {
  const [dirty, setDirty] = useState(true)
  const blocker = R.useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )
  return (
    <>
      <output data-testid="blocker">{blocker.state}</output>
      <button type="button" onClick={() => blocker.reset?.()}>
        stay
      </button>
      <button type="button" onClick={() => blocker.proceed?.()}>
        leave
      </button>
      <button type="button" onClick={() => setDirty(false)}>
        saved
      </button>
      <R.Link to="/guest/tok?tab=pay">same page</R.Link>
      <R.Link to="/elsewhere">away</R.Link>
    </>
  )
}

/** app/layouts/guest-layout.tsx's part that matters here. */
function layoutWithScroll(R: RouterModule) {
  return (
    <>
      <R.Outlet />
      <R.ScrollRestoration />
    </>
  )
}

function ScrollPage({ R, route }: { R: RouterModule; route: string }) {
  const [, setSearchParams] = R.useSearchParams()
  return (
    <>
      <Probe R={R} route={route} />
      <R.Link to="/guest/other">other</R.Link>
      <button
        type="button"
        onClick={() => setSearchParams({ room: 'r1' }, { replace: true, preventScrollReset: true })}
      >
        in place
      </button>
    </>
  )
}

describe('guest router stand-in', () => {
  it('covers the guest patterns of guest-routes.tsx', () => {
    expect(GUEST_PATTERNS).toEqual(['book/:slug', 'book/:slug/:groupId', 'guest/:token'])
  })

  describe.each(KINDS)('with %s', (kind) => {
    it('matches the guest routes, decodes their parameters and falls back to the not-found route', async () => {
      const addresses = [
        '/book/demo',
        '/book/demo/',
        '/book/demo/01a200be-8a42-765c-9a20-82a5ebb4ad30',
        '/BOOK/Demo/G1',
        '/book/U%20L%C3%ADpy/g%2F1',
        '/book/a%25b%3Fc%23d',
        '/book/%E0%A4%A',
        '/book/demo?room=r1#calendar',
        '/guest/Tok-123_abc',
        '/guest/Tok%20123',
        '/book',
        '/book/demo/g1/extra',
        '/book//demo',
        '/book/demo//g1',
        '/guest/',
        '/guest/a/b',
        '/',
        '/nowhere/at%20all',
      ]
      const table = await compare(async (load) => {
        const seen: Record<string, unknown> = {}
        for (const at of addresses) {
          openPage(at)
          const R = await load()
          mount(R, kind, probeOnly)
          await settle()
          seen[at] = shown()
          cleanup()
        }
        return seen
      })
      const routeOf = (at: string) => (table[at] as { route: string; params: unknown }).route
      const paramsOf = (at: string) => (table[at] as { route: string; params: unknown }).params
      expect(paramsOf('/book/demo')).toEqual({ slug: 'demo' })
      expect(routeOf('/book/demo/')).toBe('book/:slug')
      expect(paramsOf('/BOOK/Demo/G1')).toEqual({ slug: 'Demo', groupId: 'G1' })
      expect(paramsOf('/book/U%20L%C3%ADpy/g%2F1')).toEqual({ slug: 'U Lípy', groupId: 'g/1' })
      expect(paramsOf('/book/a%25b%3Fc%23d')).toEqual({ slug: 'a%b?c#d' })
      expect(paramsOf('/book/%E0%A4%A')).toEqual({ slug: '%E0%A4%A' })
      expect(table['/book/demo?room=r1#calendar']).toMatchObject({ search: '?room=r1', hash: '#calendar' })
      expect(paramsOf('/guest/Tok%20123')).toEqual({ token: 'Tok 123' })
      for (const at of ['/book', '/book/demo/g1/extra', '/book//demo', '/book/demo//g1', '/guest/', '/guest/a/b', '/'])
        expect(routeOf(at)).toBe('*')
      expect(table['/book/demo']).toMatchObject({ initialKey: true, state: null })
    })

    it('reads the query string and sets it: replacing, pushing, emptying', async () => {
      const page: Page = (R, route) => (
        <>
          <Probe R={R} route={route} />
          {route === 'book/:slug/:groupId' ? <SearchPage R={R} /> : null}
        </>
      )
      const steps = await compare(async (load) => {
        const entries = openPage('/book/demo/g1?room=r1&adults=2#calendar')
        const R = await load()
        mount(R, kind, page)
        await settle()
        const look = (step: string) => ({
          step,
          address: address(),
          entries: entries(),
          room: screen.getByTestId('room').textContent,
          all: screen.getByTestId('all').textContent,
          route: (shown() as { route: string }).route,
        })
        const seen = [look('start')]
        for (const name of ['choose', 'clear', 'push', 'pairs', 'string', 'empty']) {
          await click(screen.getByRole('button', { name }))
          seen.push(look(name))
        }
        await historyGo(-1)
        seen.push(look('back'))
        return seen
      })
      expect(steps).toEqual([
        expect.objectContaining({ address: '/book/demo/g1?room=r1&adults=2#calendar', entries: 0, room: 'r1' }),
        expect.objectContaining({ address: '/book/demo/g1?room=r+2&adults=2', entries: 0, room: 'r 2' }),
        expect.objectContaining({ address: '/book/demo/g1?adults=2', entries: 0, room: '-' }),
        expect.objectContaining({ address: '/book/demo/g1?room=r3&note=a%26b%3Dc', entries: 1, room: 'r3' }),
        expect.objectContaining({ address: '/book/demo/g1?x=1', entries: 1, all: 'x=1' }),
        expect.objectContaining({ address: '/book/demo/g1?y=2&y=3', entries: 2, all: 'y=2&y=3' }),
        expect.objectContaining({ address: '/book/demo/g1', entries: 3, all: '' }),
        expect.objectContaining({ address: '/book/demo/g1?y=2&y=3', all: 'y=2&y=3' }),
      ])
    })

    it('follows links: href, a push, a replace for the current address, modified clicks left to the browser', async () => {
      const slug = encodeURIComponent('U Lípy')
      const page: Page = (R, route) => (
        <>
          <Probe R={R} route={route} />
          <R.Link to={`/book/${slug}/g1?room=r1`}>group</R.Link>
          <R.Link to={`/book/${slug}`} state={{ from: 'link' }}>
            start
          </R.Link>
          <R.Link to="/book/demo" replace>
            replacing
          </R.Link>
          <R.Link to="/guest/tok" target="_blank">
            new tab
          </R.Link>
          <R.Link to="/guest/tok" onClick={(event) => event.preventDefault()}>
            handled
          </R.Link>
          <R.Link to={{ pathname: '/book/demo/g2', search: '?room=r2' }}>object</R.Link>
        </>
      )
      const steps = await compare(async (load) => {
        const entries = openPage(`/book/${slug}`)
        const R = await load()
        mount(R, kind, page)
        await settle()
        const link = (name: string) => screen.getByRole('link', { name })
        const hrefs = ['group', 'start', 'replacing', 'new tab', 'handled', 'object'].map((name) =>
          link(name).getAttribute('href'),
        )
        const look = (step: string, taken: boolean) => ({
          step,
          taken,
          address: address(),
          entries: entries(),
          shown: shown(),
        })
        const seen: unknown[] = [hrefs]
        seen.push(look('same address', await click(link('start'))))
        seen.push(look('group', await click(link('group'))))
        seen.push(look('ctrl', await click(link('start'), { ctrlKey: true })))
        seen.push(look('meta', await click(link('start'), { metaKey: true })))
        seen.push(look('middle button', await click(link('start'), { button: 1 })))
        seen.push(look('new tab', await click(link('new tab'))))
        seen.push(look('handled', await click(link('handled'))))
        seen.push(look('start with state', await click(link('start'))))
        seen.push(look('object', await click(link('object'))))
        seen.push(look('replacing', await click(link('replacing'))))
        await historyGo(-1)
        seen.push(look('back', false))
        await historyGo(-1)
        seen.push(look('back again', false))
        await historyGo(1)
        seen.push(look('forward', false))
        return seen
      })
      expect(steps[0]).toEqual([
        '/book/U%20L%C3%ADpy/g1?room=r1',
        '/book/U%20L%C3%ADpy',
        '/book/demo',
        '/guest/tok',
        '/guest/tok',
        '/book/demo/g2?room=r2',
      ])
      expect(steps.slice(1)).toEqual([
        expect.objectContaining({ taken: true, entries: 0, address: '/book/U%20L%C3%ADpy' }),
        expect.objectContaining({
          taken: true,
          entries: 1,
          shown: expect.objectContaining({ params: { slug: 'U Lípy', groupId: 'g1' }, search: '?room=r1' }),
        }),
        expect.objectContaining({ step: 'ctrl', taken: false, entries: 1 }),
        expect.objectContaining({ step: 'meta', taken: false, entries: 1 }),
        expect.objectContaining({ step: 'middle button', taken: false, entries: 1 }),
        expect.objectContaining({ step: 'new tab', taken: false, entries: 1 }),
        expect.objectContaining({
          step: 'handled',
          taken: true,
          entries: 1,
          address: '/book/U%20L%C3%ADpy/g1?room=r1',
        }),
        expect.objectContaining({ entries: 2, shown: expect.objectContaining({ state: { from: 'link' } }) }),
        expect.objectContaining({ entries: 3, address: '/book/demo/g2?room=r2' }),
        expect.objectContaining({ entries: 3, address: '/book/demo' }),
        expect.objectContaining({
          address: '/book/U%20L%C3%ADpy',
          shown: expect.objectContaining({ state: { from: 'link' } }),
        }),
        expect.objectContaining({ address: '/book/U%20L%C3%ADpy/g1?room=r1' }),
        expect.objectContaining({ address: '/book/U%20L%C3%ADpy' }),
      ])
    })

    it('navigates from code: push with state, replace, -1 and the browser’s back and forward', async () => {
      const page: Page = (R, route) => (
        <>
          <Probe R={R} route={route} />
          <Buttons R={R} />
        </>
      )
      const steps = await compare(async (load) => {
        const entries = openPage('/guest/t1')
        const R = await load()
        mount(R, kind, page)
        await settle()
        const look = (step: string) => ({ step, address: address(), entries: entries(), shown: shown() })
        const seen = [look('start')]
        for (const name of ['push', 'replace', 'object', 'back', 'back']) {
          await click(screen.getByRole('button', { name }))
          seen.push(look(name))
        }
        await historyGo(1)
        seen.push(look('forward'))
        await act(async () => window.history.back())
        await settle()
        seen.push(look('browser back'))
        return seen
      })
      expect(steps.map(({ address, entries }) => [address, entries])).toEqual([
        ['/guest/t1', 0],
        ['/guest/t2', 1],
        ['/guest/t3?tab=pay#payment', 1],
        ['/book/demo?room=r1', 2],
        ['/guest/t3?tab=pay#payment', 2],
        ['/guest/t1', 2],
        ['/guest/t3?tab=pay#payment', 2],
        ['/guest/t1', 2],
      ])
      expect(steps[1]?.shown).toMatchObject({ params: { token: 't2' }, state: { from: 't1' }, initialKey: false })
      expect(steps[2]?.shown).toMatchObject({ params: { token: 't3' }, state: null, search: '?tab=pay' })
      expect(steps[5]?.shown).toMatchObject({ params: { token: 't1' }, state: null })
    })

    it('redirects with <Navigate> as the start page does for a house with one group', async () => {
      const page =
        (push?: boolean): Page =>
        (R, route) =>
          route === 'book/:slug' ? <StartPage R={R} push={push} /> : <Probe R={R} route={route} />
      const steps = await compare(async (load) => {
        const seen: unknown[] = []
        for (const [start, push] of [
          ['/book/demo?room=r1', false],
          ['/book/U%20L%C3%ADpy', false],
          ['/book/demo', true],
        ] as const) {
          const entries = openPage(start)
          const R = await load()
          mount(R, kind, page(push))
          await settle()
          seen.push({ address: address(), entries: entries(), shown: shown() })
          cleanup()
        }
        return seen
      })
      expect(steps).toEqual([
        expect.objectContaining({
          address: '/book/demo/g1?room=r1',
          entries: 0,
          shown: expect.objectContaining({ route: 'book/:slug/:groupId', params: { slug: 'demo', groupId: 'g1' } }),
        }),
        expect.objectContaining({
          address: '/book/U%20L%C3%ADpy/g1',
          entries: 0,
          shown: expect.objectContaining({ params: { slug: 'U Lípy', groupId: 'g1' } }),
        }),
        // StrictMode runs the effect twice in development, so a pushing <Navigate> pushes twice, as react-router's
        expect.objectContaining({ address: '/book/demo/g1', entries: 2 }),
      ])
    })
  })

  describe('with RouterProvider (guest-main.tsx)', () => {
    it('renders the layout around the page through <Outlet>', async () => {
      const result = await compare(async (load) => {
        openPage('/guest/tok')
        const R = await load()
        mount(R, 'RouterProvider', probeOnly)
        await settle()
        const layout = screen.getByTestId('layout')
        return { inLayout: layout.contains(screen.getByTestId('probe')), shown: shown() }
      })
      expect(result).toEqual({ inLayout: true, shown: expect.objectContaining({ params: { token: 'tok' } }) })
    })

    it('shows the errorElement for a page that fails, and the pages again after navigating away', async () => {
      const page: Page = (R, route) => <Failing R={R} route={route} />
      const steps = await compare(async (load) => {
        const seen: unknown[] = []
        openPage('/guest/boom')
        mount(await load(), 'RouterProvider', page)
        await settle()
        seen.push({ address: address(), shown: shown(), layout: screen.queryByTestId('layout') !== null })
        cleanup()

        openPage('/guest/ok')
        mount(await load(), 'RouterProvider', page)
        await settle()
        await click(screen.getByRole('link', { name: 'fail' }))
        seen.push({ address: address(), shown: shown(), layout: screen.queryByTestId('layout') !== null })
        await historyGo(-1)
        seen.push({ address: address(), shown: shown(), layout: screen.queryByTestId('layout') !== null })
        return seen
      })
      expect(steps).toEqual([
        { address: '/guest/boom', shown: 'errorElement', layout: false },
        { address: '/guest/boom', shown: 'errorElement', layout: false },
        { address: '/guest/ok', shown: expect.objectContaining({ params: { token: 'ok' } }), layout: true },
      ])
      expect(consoleError).toHaveBeenCalled()
    })

    it('blocks in-app navigation while the companions’ form has unsaved changes (useBlocker)', async () => {
      const page: Page = (R, route) => (
        <>
          <Probe R={R} route={route} />
          {route === 'guest/:token' ? <Guard R={R} /> : null}
        </>
      )
      const steps = await compare(async (load) => {
        const entries = openPage('/guest/tok')
        mount(await load(), 'RouterProvider', page)
        await settle()
        const look = (step: string) => ({
          step,
          address: address(),
          entries: entries(),
          blocker: screen.queryByTestId('blocker')?.textContent ?? null,
          route: (shown() as { route: string }).route,
        })
        const seen = [look('start')]
        await click(screen.getByRole('link', { name: 'same page' }))
        seen.push(look('same page'))
        await click(screen.getByRole('link', { name: 'away' }))
        seen.push(look('away'))
        await click(screen.getByRole('button', { name: 'stay' }))
        seen.push(look('stay'))
        await click(screen.getByRole('link', { name: 'away' }))
        seen.push(look('away again'))
        await click(screen.getByRole('button', { name: 'leave' }))
        seen.push(look('leave'))
        cleanup()

        const again = openPage('/guest/tok')
        mount(await load(), 'RouterProvider', page)
        await settle()
        await click(screen.getByRole('button', { name: 'saved' }))
        await click(screen.getByRole('link', { name: 'away' }))
        seen.push({ ...look('saved, away'), entries: again() })
        return seen
      })
      expect(steps).toEqual([
        { step: 'start', address: '/guest/tok', entries: 0, blocker: 'unblocked', route: 'guest/:token' },
        { step: 'same page', address: '/guest/tok?tab=pay', entries: 1, blocker: 'unblocked', route: 'guest/:token' },
        { step: 'away', address: '/guest/tok?tab=pay', entries: 1, blocker: 'blocked', route: 'guest/:token' },
        { step: 'stay', address: '/guest/tok?tab=pay', entries: 1, blocker: 'unblocked', route: 'guest/:token' },
        { step: 'away again', address: '/guest/tok?tab=pay', entries: 1, blocker: 'blocked', route: 'guest/:token' },
        { step: 'leave', address: '/elsewhere', entries: 2, blocker: null, route: '*' },
        { step: 'saved, away', address: '/elsewhere', entries: 1, blocker: null, route: '*' },
      ])
    })

    it('scrolls to the top for a new page (<ScrollRestoration>), not for the query string set in place', async () => {
      const scrollTo = vi.mocked(window.scrollTo)
      const steps = await compare(async (load) => {
        openPage('/guest/tok')
        const R = await load()
        mount(R, 'RouterProvider', (R, route) => <ScrollPage R={R} route={route} />, layoutWithScroll)
        await settle()
        const toTop = () => {
          const count = (scrollTo.mock.calls as unknown[][]).filter(
            ([x, y]) => (x === 0 && y === 0) || (x as ScrollToOptions | undefined)?.top === 0,
          ).length
          scrollTo.mockClear()
          return count > 0
        }
        const seen = [{ step: 'first page', toTop: toTop() }]
        await click(screen.getByRole('button', { name: 'in place' }))
        seen.push({ step: 'in place', toTop: toTop() })
        await click(screen.getByRole('link', { name: 'other' }))
        seen.push({ step: 'other page', toTop: toTop() })
        return seen
      })
      expect(steps.slice(1)).toEqual([
        { step: 'in place', toTop: false },
        { step: 'other page', toTop: true },
      ])
    })
  })
})
