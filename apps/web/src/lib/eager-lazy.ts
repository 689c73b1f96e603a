import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useState } from 'react'

/**
 * `React.lazy` for a part that may have come already: the server names a guest page's lazy part in the
 * page (`<link rel="modulepreload">`, apps/server/src/web.ts) and the page may ask for it early
 * (`preload()`). Once its module is here, the part renders at once instead of suspending: React reveals
 * a Suspense boundary's content no sooner than 300 ms after its fallback showed (FALLBACK_THROTTLE_MS),
 * so a skeleton shown for a moment cost that much on a first visit. A part not here yet suspends as
 * with `lazy`; a failure shows where the part would be, as with `lazy`.
 */
export type EagerLazy<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the part now; settles when it is here or failed (the failure is the render's to show). */
  preload: () => Promise<void>
  /** Whether the part is here: it then renders without suspending. */
  loaded: () => boolean
}

export function eagerLazy<P extends object>(load: () => Promise<ComponentType<P>>): EagerLazy<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        // a part that failed to come is asked for again by the next render
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const component = lazy(() => {
    if (loaded) {
      const module = { default: loaded }
      // a thenable that answers at once: React.lazy renders the part without suspending
      // biome-ignore lint/suspicious/noThenProperty: the thenable is the point
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>
    }
    return start().then((part) => ({ default: part }))
  })
  return Object.assign(component, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
    loaded: () => loaded !== undefined,
  })
}

/**
 * Whether `part` may be rendered now, asking for it if it is not here: a page shows its own placeholder
 * until then, so the part appears by a plain update rather than by a Suspense retry, which React holds
 * back until 300 ms after the fallback showed. After a failure it says yes too: rendering the part then
 * shows the failure (in a Suspense boundary, under an error boundary), as with `lazy`.
 */
export function usePartReady<P>(part: EagerLazy<P>): boolean {
  const [ready, setReady] = useState(() => part.loaded())
  useEffect(() => {
    if (ready) return
    let live = true
    void part.preload().then(() => {
      if (live) setReady(true)
    })
    return () => {
      live = false
    }
  }, [part, ready])
  return ready
}
