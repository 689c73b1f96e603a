import {
  type AnchorHTMLAttributes,
  Children,
  Component,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { reloadIfStale } from '../lib/stale-build.ts'

// The guest entries' react-router: apps/web/vite.config.ts resolves `react-router` to this module in
// their builds only (book.html, guest.html). The guest pages need a few pages matched by path, their
// parameters, the query string, links and a redirect; react-router's data router and its loaders,
// actions, fetchers and relative routing stay with the staff app. Semantics follow react-router 7:
// absolute paths, decoded parameters, `*` for the rest, state updates in a transition, a link to the
// current address replaces it. The staff app, `vite dev` and the tests use react-router itself.

export interface Location {
  pathname: string
  search: string
  hash: string
  state: unknown
  key: string
}

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
  preventScrollReset?: boolean
}

export type To = string | { pathname?: string; search?: string; hash?: string }

export interface RouteObject {
  path?: string
  index?: boolean
  element?: ReactNode
  errorElement?: ReactNode
  children?: RouteObject[]
}

type Params = Record<string, string | undefined>
type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location }) => boolean

function readLocation(): Location {
  const { pathname, search, hash } = window.location
  const state = window.history.state as { usr?: unknown; key?: string } | null
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' }
}

function toUrl(to: To, from: Location): URL {
  const base = new URL(from.pathname + from.search + from.hash, window.location.origin)
  if (typeof to === 'string') return new URL(to, base)
  const url = new URL(base)
  if (to.pathname !== undefined) url.pathname = to.pathname
  url.search = to.search ?? (to.pathname !== undefined ? '' : url.search)
  url.hash = to.hash ?? ''
  return url
}

function href(to: To, from: Location): string {
  const url = toUrl(to, from)
  return url.pathname + url.search + url.hash
}

/** One router per page (each guest entry renders one): the address and who listens to it. */
const history = {
  location: null as Location | null,
  listeners: new Set<(location: Location) => void>(),
  blockers: new Set<{ when: BlockerFunction; block: (retry: () => void) => void }>(),
  current(): Location {
    history.location ??= readLocation()
    return history.location
  },
  set(location: Location) {
    history.location = location
    for (const listener of history.listeners) listener(location)
  },
  navigate(to: To | number, options: NavigateOptions = {}) {
    if (typeof to === 'number') {
      window.history.go(to)
      return
    }
    const from = history.current()
    const url = toUrl(to, from)
    const key = Math.random().toString(36).slice(2, 10)
    const next: Location = {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: options.state ?? null,
      key,
    }
    for (const blocker of history.blockers)
      if (blocker.when({ currentLocation: from, nextLocation: next })) {
        blocker.block(() => history.navigate(to, options))
        return
      }
    const entry = { usr: options.state ?? null, key }
    const path = url.pathname + url.search + url.hash
    if (options.replace) window.history.replaceState(entry, '', path)
    else window.history.pushState(entry, '', path)
    history.set(next)
  },
}

interface RouterState {
  location: Location
  navigate: (to: To | number, options?: NavigateOptions) => void
}
const RouterContext = createContext<RouterState | null>(null)
const RouteContext = createContext<{ params: Params; outlet: ReactNode }>({ params: {}, outlet: null })

function useRouter(): RouterState {
  const router = useContext(RouterContext)
  if (!router) throw new Error('a router hook outside <BrowserRouter> or <RouterProvider>')
  return router
}

function RouterHost({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(history.current)
  const shown = useRef(location)
  shown.current = location
  useLayoutEffect(() => {
    const listener = (next: Location) => startTransition(() => setLocation(next))
    const pop = () => history.set(readLocation())
    history.listeners.add(listener)
    window.addEventListener('popstate', pop)
    // an address changed between the first render and now
    if (history.current() !== shown.current) listener(history.current())
    return () => {
      history.listeners.delete(listener)
      window.removeEventListener('popstate', pop)
    }
  }, [])
  const value = useMemo(() => ({ location, navigate: history.navigate }), [location])
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  return <RouterHost>{children}</RouterHost>
}

/** The parameters of `pattern` (relative to the router's root) in `pathname`, or null. */
function match(pattern: string, pathname: string): Params | null {
  const wanted = pattern.split('/').filter(Boolean)
  // trailing slashes do not count, an empty segment inside does (`/book//demo` is no `book/:slug`)
  const given = pathname.replace(/\/+$/, '').split('/').slice(1)
  const params: Params = {}
  for (const [i, segment] of wanted.entries()) {
    if (segment === '*') {
      params['*'] = given.slice(i).map(safeDecode).join('/')
      return params
    }
    const value = given[i]
    if (!value) return null
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(value)
    else if (segment.toLowerCase() !== safeDecode(value).toLowerCase()) return null
  }
  return given.length === wanted.length ? params : null
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

interface Matched {
  route: RouteObject
  params: Params
  child?: Matched
}

/** The route for the pathname: an exact path before `*`, then in order (nested routes' paths add up). */
function matchRoutes(routes: RouteObject[], pathname: string, parentPath = ''): Matched | null {
  let splat: Matched | null = null
  for (const route of routes) {
    const path = [parentPath, route.path ?? ''].filter(Boolean).join('/')
    if (route.children) {
      const child = matchRoutes(route.children, pathname, path)
      if (child) return { route, params: child.params, child }
      continue
    }
    const params = route.index ? match(parentPath, pathname) : match(path, pathname)
    if (!params) continue
    if (path.split('/').includes('*')) splat ??= { route, params }
    else return { route, params }
  }
  return splat
}

function renderMatch(matched: Matched | null, location: Location): ReactNode {
  if (!matched) return null
  const outlet = matched.child ? renderMatch(matched.child, location) : null
  const element = matched.route.element ?? (matched.child ? <Outlet /> : null)
  const content = <RouteContext.Provider value={{ params: matched.params, outlet }}>{element}</RouteContext.Provider>
  return matched.route.errorElement ? (
    <RouteErrorBoundary fallback={matched.route.errorElement} location={location}>
      {content}
    </RouteErrorBoundary>
  ) : (
    content
  )
}

interface BoundaryProps {
  fallback: ReactNode
  location: Location
  children: ReactNode
}

/** A route's `errorElement` instead of a route that failed to render or load, until the address changes. */
class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; location: Location }> {
  override state = { failed: false, location: this.props.location }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  // a chunk of an older build: the page reloads once to the new one (lib/stale-build.ts)
  override componentDidCatch(error: unknown) {
    reloadIfStale(error)
  }

  // another address renders the routes again, as react-router's boundary does
  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location === state.location ? null : { failed: false, location: props.location }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

export function Route(_props: RouteObject): ReactElement | null {
  return null
}

function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = []
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteObject & { children?: ReactNode }>(child)) return
    const { children: nested, ...route } = child.props
    routes.push(nested ? { ...route, children: routesOf(nested) } : route)
  })
  return routes
}

export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useRouter()
  const routes = useMemo(() => routesOf(children), [children])
  return <>{renderMatch(matchRoutes(routes, location.pathname), location)}</>
}

export function createBrowserRouter(routes: RouteObject[]) {
  return { routes }
}

export function RouterProvider({ router }: { router: { routes: RouteObject[] } }) {
  return (
    <RouterHost>
      <DataRoutes routes={router.routes} />
    </RouterHost>
  )
}

function DataRoutes({ routes }: { routes: RouteObject[] }) {
  const { location } = useRouter()
  return <>{renderMatch(matchRoutes(routes, location.pathname), location)}</>
}

export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>
}

export function useLocation(): Location {
  return useRouter().location
}

export function useParams<T extends Params = Params>(): T {
  return useContext(RouteContext).params as T
}

export function useNavigate() {
  return useRouter().navigate
}

type SearchInit = URLSearchParams | string | Record<string, string> | [string, string][]

export function useSearchParams() {
  const { location, navigate } = useRouter()
  const searchParams = useMemo(() => new URLSearchParams(location.search), [location.search])
  const latest = useRef(searchParams)
  latest.current = searchParams
  const setSearchParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(latest.current)) : next
      const search = new URLSearchParams(init).toString()
      navigate({ search: search ? `?${search}` : '' }, options)
    },
    [navigate],
  )
  return [searchParams, setSearchParams] as const
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const { navigate } = useRouter()
  const target = typeof to === 'string' ? to : JSON.stringify(to)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `target` stands for `to`
  useEffect(() => navigate(to, { replace, state }), [navigate, target, replace])
  return null
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To
  replace?: boolean
  state?: unknown
  preventScrollReset?: boolean
  ref?: Ref<HTMLAnchorElement>
}

export function Link({ to, replace, state, preventScrollReset, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter()
  const path = href(to, location)
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    const here = location.pathname + location.search + location.hash
    navigate(to, { replace: replace ?? here === path, state, preventScrollReset })
  }
  return <a {...rest} href={path} target={target} onClick={click} />
}

/** The top of the page for a new page; a reload or back keeps the browser's own restoring. */
export function ScrollRestoration() {
  const { pathname } = useLocation()
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo({ top: 0 })
  }, [pathname])
  return null
}

interface Blocker {
  state: 'unblocked' | 'blocked'
  proceed?: () => void
  reset?: () => void
}

/** In-app navigation asks first while `when` says so (the companions' form with unsaved changes). */
export function useBlocker(when: boolean | BlockerFunction): Blocker {
  const [blocked, setBlocked] = useState<{ retry: () => void } | null>(null)
  const latest = useRef(when)
  latest.current = when
  useEffect(() => {
    const entry = {
      when: (args: { currentLocation: Location; nextLocation: Location }) =>
        typeof latest.current === 'function' ? latest.current(args) : latest.current,
      block: (retry: () => void) => setBlocked({ retry }),
    }
    history.blockers.add(entry)
    return () => void history.blockers.delete(entry)
  }, [])
  if (!blocked) return { state: 'unblocked' }
  return {
    state: 'blocked',
    reset: () => setBlocked(null),
    proceed: () => {
      setBlocked(null)
      latest.current = false
      blocked.retry()
    },
  }
}
