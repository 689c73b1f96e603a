import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

// The guest entries' TanStack Query: apps/web/vite.config.ts resolves `@tanstack/react-query` to this
// module in their builds only (book.html, guest.html). What the guest pages use of it (api/query.ts,
// api/public.ts, app/base-providers.tsx), with TanStack Query 5's semantics: one cache shared by the
// page's components and keyed by the hashed key (object keys sorted), in-flight fetches shared,
// `enabled`, `staleTime` (fresh data is not fetched again on mount), `refetchOnMount`, data kept
// while refetching and after a failed refetch, `invalidateQueries` by key prefix (active queries
// fetch again, the others on their next mount), `setQueryData`, `useQueries`, `useMutation`'s
// `mutateAsync` / `isPending`, and fetches and mutations waiting while the browser is offline
// (`networkMode: 'online'`), stale active queries fetching again when it is back. Retries, window
// focus refetching and garbage collection are left out: the guest entries' client turns the first
// two off (app/base-providers.tsx), and a guest page's cache lives as long as the page.

type QueryKey = readonly unknown[]
type Status = 'pending' | 'success' | 'error'

interface QueryState {
  data: unknown
  error: unknown
  status: Status
  fetchStatus: 'idle' | 'fetching' | 'paused'
  dataUpdatedAt: number
}

export interface QueryOptions<TData = unknown> {
  queryKey: QueryKey
  queryFn: () => Promise<TData>
  enabled?: boolean
  staleTime?: number
  refetchOnMount?: boolean | 'always'
}

interface DefaultOptions {
  queries?: { staleTime?: number; retry?: unknown; refetchOnWindowFocus?: unknown }
  mutations?: Record<string, unknown>
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]'
}

/** TanStack's hashKey: JSON with plain objects' keys in order. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_name, value) =>
    isPlainObject(value)
      ? Object.keys(value)
          .sort()
          .reduce<Record<string, unknown>>((sorted, name) => {
            sorted[name] = value[name]
            return sorted
          }, {})
      : value,
  )
}

/** TanStack's partialMatchKey: `part` is `whole` or a part of it (deeply, objects by their keys). */
function partialMatch(whole: unknown, part: unknown): boolean {
  if (whole === part) return true
  if (typeof whole !== typeof part || !whole || !part || typeof part !== 'object') return false
  return Object.keys(part).every((name) =>
    partialMatch((whole as Record<string, unknown>)[name], (part as Record<string, unknown>)[name]),
  )
}

/** The browser's connection as TanStack's onlineManager sees it: online until it says otherwise. */
const network = {
  online: true,
  waiting: new Set<() => void>(),
  reconnected: new Set<() => void>(),
  whenOnline(): Promise<void> {
    return network.online ? Promise.resolve() : new Promise((resolve) => network.waiting.add(resolve))
  },
}
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    network.online = false
  })
  window.addEventListener('online', () => {
    network.online = true
    const waiting = [...network.waiting]
    network.waiting.clear()
    for (const resume of waiting) resume()
    for (const refetch of network.reconnected) refetch()
  })
}

class Query {
  state: QueryState = { data: undefined, error: null, status: 'pending', fetchStatus: 'idle', dataUpdatedAt: 0 }
  invalidated = false
  fn: (() => Promise<unknown>) | null = null
  /** The staleTime of each mounted, enabled user of this query: they make it active. */
  observers: number[] = []
  private listeners = new Set<() => void>()
  private promise: Promise<unknown> | null = null
  /** The running fetch; one started over (`cancelRefetch`) leaves its answer unused. */
  private running: object | null = null

  constructor(readonly key: QueryKey) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  setState(patch: Partial<QueryState>) {
    this.state = { ...this.state, ...patch }
    for (const listener of [...this.listeners]) listener()
  }

  isStale(staleTime: number): boolean {
    return this.invalidated || this.state.data === undefined || Date.now() - this.state.dataUpdatedAt >= staleTime
  }

  /**
   * Fetches, or joins the running fetch. With `cancelRefetch` (a refetch, an invalidation) a running
   * refetch of data already shown starts over, as TanStack's does: its answer may predate what changed.
   */
  fetch(cancelRefetch = false): Promise<unknown> {
    if (this.promise && !(cancelRefetch && this.state.data !== undefined)) return this.promise
    const fn = this.fn
    if (!fn) return Promise.resolve(this.state.data)
    const token = {}
    this.running = token
    this.setState({
      fetchStatus: network.online ? 'fetching' : 'paused',
      ...(this.state.data === undefined ? { error: null, status: 'pending' as const } : {}),
    })
    // a fetch started over answers with the one that replaced it
    const replaced = () => this.promise ?? this.state.data
    const run = async () => {
      if (!network.online) {
        await network.whenOnline()
        if (this.running !== token) return replaced()
        this.setState({ fetchStatus: 'fetching' })
      }
      try {
        const data = await fn()
        if (this.running !== token) return replaced()
        this.running = null
        this.promise = null
        this.invalidated = false
        this.setState({ data, error: null, status: 'success', fetchStatus: 'idle', dataUpdatedAt: Date.now() })
        return data
      } catch (error) {
        if (this.running !== token) return replaced()
        this.running = null
        this.promise = null
        // a failed fetch leaves the query stale: the next mount fetches again
        this.invalidated = true
        this.setState({ error, status: 'error', fetchStatus: 'idle' })
        throw error
      }
    }
    this.promise = run()
    return this.promise
  }
}

export class QueryClient {
  private readonly queries = new Map<string, Query>()
  readonly defaultOptions: DefaultOptions

  constructor(config: { defaultOptions?: DefaultOptions } = {}) {
    this.defaultOptions = config.defaultOptions ?? {}
  }

  /** The cache's query for a key, made when first asked for. */
  build(key: QueryKey): Query {
    const hash = hashKey(key)
    let query = this.queries.get(hash)
    if (!query) {
      query = new Query(key)
      this.queries.set(hash, query)
    }
    return query
  }

  getQueryData<T = unknown>(key: QueryKey): T | undefined {
    return this.queries.get(hashKey(key))?.state.data as T | undefined
  }

  setQueryData<T>(key: QueryKey, data: T | ((current: T | undefined) => T)): T {
    const query = this.build(key)
    const next =
      typeof data === 'function' ? (data as (current: T | undefined) => T)(query.state.data as T | undefined) : data
    query.invalidated = false
    query.setState({ data: next, error: null, status: 'success', dataUpdatedAt: Date.now() })
    return next
  }

  /** Marks the matching queries stale; the active ones fetch again at once. */
  async invalidateQueries(filters: { queryKey?: QueryKey } = {}): Promise<void> {
    const fetches: Promise<unknown>[] = []
    for (const query of this.queries.values()) {
      if (filters.queryKey && !partialMatch(query.key, filters.queryKey)) continue
      query.invalidated = true
      if (query.observers.length > 0) fetches.push(query.fetch(true).catch(() => undefined))
    }
    await Promise.all(fetches)
  }

  /** Active queries stale for one of their users fetch again when the connection is back (refetchOnReconnect). */
  refetchStale(): void {
    for (const query of this.queries.values())
      if (query.observers.length > 0 && query.isStale(Math.min(...query.observers)))
        void query.fetch().catch(() => undefined)
  }
}

const ClientContext = createContext<QueryClient | null>(null)

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  useEffect(() => {
    const refetch = () => client.refetchStale()
    network.reconnected.add(refetch)
    return () => void network.reconnected.delete(refetch)
  }, [client])
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext)
  if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one')
  return client
}

export interface QueryResult<TData, TError> {
  data: TData | undefined
  error: TError | null
  status: Status
  fetchStatus: QueryState['fetchStatus']
  isPending: boolean
  isLoading: boolean
  isFetching: boolean
  isSuccess: boolean
  isError: boolean
  dataUpdatedAt: number
  refetch: () => Promise<QueryResult<TData, TError>>
}

function resultOf<TData, TError>(query: Query, state: QueryState): QueryResult<TData, TError> {
  const refetch = async (): Promise<QueryResult<TData, TError>> => {
    await query.fetch(true).catch(() => undefined)
    return resultOf(query, query.state)
  }
  return {
    data: state.data as TData | undefined,
    error: state.error as TError | null,
    status: state.status,
    fetchStatus: state.fetchStatus,
    isPending: state.status === 'pending',
    isLoading: state.status === 'pending' && state.fetchStatus === 'fetching',
    isFetching: state.fetchStatus === 'fetching',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    dataUpdatedAt: state.dataUpdatedAt,
    refetch,
  }
}

/** Keeps the queries of `options` fetched as TanStack's observers do, and says when one changes. */
function useObservedQueries(options: readonly QueryOptions<unknown>[]): Query[] {
  const client = useQueryClient()
  const defaults = client.defaultOptions.queries ?? {}
  const queries = options.map((option) => {
    const query = client.build(option.queryKey)
    query.fn = option.queryFn
    return query
  })
  const hashes = options.map((option) => `${hashKey(option.queryKey)}:${option.enabled !== false}`).join('|')
  const latest = useRef(options)
  latest.current = options

  // biome-ignore lint/correctness/useExhaustiveDependencies: `hashes` names the queries and whether each is enabled
  useEffect(() => {
    const active: [Query, number][] = []
    for (const [i, option] of latest.current.entries()) {
      const query = queries[i]
      if (!query || option.enabled === false) continue
      const staleTime = option.staleTime ?? defaults.staleTime ?? 0
      active.push([query, staleTime])
      query.observers.push(staleTime)
      const onMount = option.refetchOnMount ?? true
      // no data yet (a failed first fetch too: TanStack's retryOnMount), or stale data as refetchOnMount says
      const due = query.state.data === undefined || onMount === 'always' || (onMount && query.isStale(staleTime))
      if (due) void query.fetch().catch(() => undefined)
    }
    return () => {
      for (const [query, staleTime] of active) query.observers.splice(query.observers.indexOf(staleTime), 1)
    }
  }, [client, hashes])
  return queries
}

function useQueriesState(queries: Query[]): QueryState[] {
  const latest = useRef(queries)
  latest.current = queries
  // a key's query is always the same object (the cache keeps it), so the keys name the subscription
  const keys = queries.map((query) => hashKey(query.key)).join('|')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` names the queries
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribes = latest.current.map((query) => query.subscribe(listener))
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe()
      }
    },
    [keys],
  )
  const cache = useRef<QueryState[]>([])
  const snapshot = () => {
    const states = queries.map((query) => query.state)
    const same = states.length === cache.current.length && states.every((state, i) => state === cache.current[i])
    if (!same) cache.current = states
    return cache.current
  }
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

export function useQuery<TData = unknown, TError = Error>(options: QueryOptions<TData>): QueryResult<TData, TError> {
  const queries = useObservedQueries([options as QueryOptions<unknown>])
  const [state] = useQueriesState(queries)
  const query = queries[0] as Query
  return resultOf<TData, TError>(query, state ?? query.state)
}

export function useQueries<TData = unknown, TError = Error>({
  queries: options,
}: {
  queries: readonly QueryOptions<TData>[]
}): QueryResult<TData, TError>[] {
  const queries = useObservedQueries(options as readonly QueryOptions<unknown>[])
  const states = useQueriesState(queries)
  return queries.map((query, i) => resultOf<TData, TError>(query, states[i] ?? query.state))
}

export function useMutation<TData, TVariables>({
  mutationFn,
}: {
  mutationFn: (variables: TVariables) => Promise<TData>
}) {
  const [running, setRunning] = useState(0)
  const fn = useRef(mutationFn)
  fn.current = mutationFn
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const mutateAsync = useCallback(async (variables: TVariables): Promise<TData> => {
    setRunning((count) => count + 1)
    try {
      await network.whenOnline()
      return await fn.current(variables)
    } finally {
      if (mounted.current) setRunning((count) => count - 1)
    }
  }, [])
  const mutate = useCallback(
    (variables: TVariables) => void mutateAsync(variables).catch(() => undefined),
    [mutateAsync],
  )
  return useMemo(() => ({ mutateAsync, mutate, isPending: running > 0 }), [mutateAsync, mutate, running])
}
