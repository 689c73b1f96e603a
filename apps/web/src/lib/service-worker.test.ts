import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { type Manifest, precacheFiles, writePrecache } from '../../build/precache.ts'

const WORKER = fileURLToPath(new URL('../../public/sw.js', import.meta.url))
const ORIGIN = 'https://innkeep.test'

// a staff app's build in small: the entry, a page of the staff app, the waiter tool and its later parts
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-a1.js', imports: ['_libs-b2.js'], dynamicImports: ['src/features/x.tsx'] },
  '_libs-b2.js': { file: 'assets/libs-b2.js', css: ['assets/libs-c3.css'] },
  'src/features/x.tsx': { file: 'assets/x-d4.js', imports: ['_libs-b2.js'] },
  'src/features/waiter/waiter-app.tsx': {
    file: 'assets/waiter-app-e5.js',
    imports: ['_libs-b2.js', '_money-f6.js'],
    dynamicImports: ['src/features/waiter/receipt.tsx'],
    css: ['assets/waiter-app-g7.css'],
  },
  '_money-f6.js': { file: 'assets/money-f6.js' },
  'src/features/waiter/receipt.tsx': { file: 'assets/receipt-h8.js', imports: ['_money-f6.js'] },
  'src/i18n/cs.pages.json': { file: 'assets/cs.pages-i9.js' },
  'src/i18n/en.json': { file: 'assets/en-j1.js' },
  'src/i18n/en.pages.json': { file: 'assets/en.pages-k2.js' },
}

function builtDist(): { dist: string; files: Map<string, string> } {
  const dist = mkdtempSync(path.join(tmpdir(), 'innkeep-sw-'))
  mkdirSync(path.join(dist, 'assets'))
  mkdirSync(path.join(dist, '.vite'))
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  copyFileSync(WORKER, path.join(dist, 'sw.js'))
  const files = new Map<string, string>()
  for (const chunk of Object.values(MANIFEST))
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      const content = `/* ${file} */ export default ${JSON.stringify(file)}`
      writeFileSync(path.join(dist, file), content)
      files.set(`/${file}`, content)
    }
  return { dist, files }
}

type Handler = (event: object) => void

/**
 * The built sw.js in a browser of its own: a Cache Storage in memory whose addAll stores all or nothing
 * and a network that serves `served` (what the server has now), checking each request's integrity as
 * browsers do.
 */
function workerOf(source: string, served: Map<string, string>, stores = new Map<string, Map<string, string>>()) {
  const handlers = new Map<string, Handler>()
  const fetched: string[] = []
  const network = async (request: Request | string) => {
    const url = new URL(typeof request === 'string' ? request : request.url, ORIGIN)
    fetched.push(url.pathname)
    const body = served.get(url.pathname)
    if (body === undefined) return new Response('{"payload":null}', { status: 404 })
    const integrity = typeof request === 'string' ? '' : request.integrity
    if (integrity && integrity !== `sha384-${createHash('sha384').update(body).digest('base64')}`)
      throw new TypeError(`Failed to fetch: integrity mismatch for ${url.pathname}`)
    return new Response(body)
  }
  const cacheOf = (entries: Map<string, string>) => ({
    async addAll(requests: Request[]) {
      const responses = await Promise.all(requests.map((request) => network(request)))
      if (responses.some((response) => !response.ok)) throw new TypeError('Cache.addAll(): a response is not ok')
      const bodies = await Promise.all(responses.map((response) => response.text()))
      requests.forEach((request, i) => void entries.set(new URL(request.url).pathname, bodies[i] ?? ''))
    },
  })
  const caches = {
    async open(name: string) {
      const entries = stores.get(name) ?? new Map<string, string>()
      stores.set(name, entries)
      return cacheOf(entries)
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    async match(request: Request, options: { cacheName: string }) {
      const body = stores.get(options.cacheName)?.get(new URL(request.url).pathname)
      return body === undefined ? undefined : new Response(body)
    },
  }
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: {},
    clients: {},
  }
  // a worker's relative URLs are its origin's
  class WorkerRequest extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN), init)
    }
  }
  runInNewContext(source, { self, caches, fetch: network, Request: WorkerRequest, Response, URL, Set, Promise })
  /** Fires an extendable event; resolves with what it waited for (rejects when the step failed). */
  const fire = async (type: 'install' | 'activate') => {
    let waited: Promise<unknown> = Promise.resolve()
    handlers.get(type)?.({
      waitUntil: (promise: Promise<unknown>) => {
        waited = promise
      },
    })
    await waited
  }
  const request = async (pathname: string) => {
    let answer: Promise<Response> | undefined
    handlers.get('fetch')?.({
      request: new Request(`${ORIGIN}${pathname}`),
      respondWith: (response: Promise<Response>) => {
        answer = response
      },
    })
    return answer ? (await answer).text() : 'network'
  }
  return { fire, request, stores, fetched }
}

describe("the waiter tool's service worker", () => {
  it('precaches the entry and the waiter tool with all it loads later, not the rest of the staff app', () => {
    expect(precacheFiles(MANIFEST).sort()).toEqual(
      [
        'assets/index-a1.js',
        'assets/libs-b2.js',
        'assets/libs-c3.css',
        'assets/waiter-app-e5.js',
        'assets/waiter-app-g7.css',
        'assets/money-f6.js',
        'assets/receipt-h8.js',
        'assets/cs.pages-i9.js',
        'assets/en-j1.js',
        'assets/en.pages-k2.js',
      ].sort(),
    )
    expect(() => precacheFiles(MANIFEST, 'index.html', ['src/features/waiter/renamed.tsx'])).toThrow(/renamed/)
  })

  it('precaches what any call loads on demand (the error toast), so a failure offline can still be said', () => {
    const withParts: Manifest = {
      ...MANIFEST,
      'src/api/error-toast.tsx': { file: 'assets/error-toast-m3.js', imports: ['_libs-b2.js'] },
    }
    expect(precacheFiles(withParts)).toContain('assets/error-toast-m3.js')
  })

  it('installs a complete build in one cache named after it and serves only those files from it', async () => {
    const { dist, files } = builtDist()
    const written = await writePrecache(dist)
    expect(written.files).toBe(10)
    const worker = workerOf(readFileSync(path.join(dist, 'sw.js'), 'utf8'), files)
    await worker.fire('install')
    const cache = worker.stores.get(`innkeep-precache-${written.version}`)
    expect(cache?.size).toBe(10)
    expect(cache?.get('/assets/waiter-app-e5.js')).toBe(files.get('/assets/waiter-app-e5.js'))
    expect(await worker.request('/assets/receipt-h8.js')).toBe(files.get('/assets/receipt-h8.js'))
    // the staff app's other pages, the pages themselves and the API: the network, untouched
    for (const pathname of ['/assets/x-d4.js', '/waiter', '/api/demo/user'])
      expect(await worker.request(pathname), pathname).toBe('network')
  })

  it('fails the install and keeps nothing when one file is missing or cut short', async () => {
    const { dist, files } = builtDist()
    const written = await writePrecache(dist)
    const source = readFileSync(path.join(dist, 'sw.js'), 'utf8')
    const missing = new Map(files)
    missing.delete('/assets/receipt-h8.js')
    const cutShort = new Map(files)
    cutShort.set('/assets/libs-b2.js', (files.get('/assets/libs-b2.js') ?? '').slice(0, 10))
    for (const served of [missing, cutShort]) {
      const worker = workerOf(source, served)
      await expect(worker.fire('install')).rejects.toThrow()
      expect(worker.stores.has(`innkeep-precache-${written.version}`)).toBe(false)
    }
  })

  it("deletes the older builds' caches once it is the one in use, and only those", async () => {
    const { dist, files } = builtDist()
    const written = await writePrecache(dist)
    const stores = new Map([
      ['innkeep-precache-0123456789abcdef', new Map([['/assets/index-old.js', 'old']])],
      ['someone-elses-cache', new Map()],
    ])
    const worker = workerOf(readFileSync(path.join(dist, 'sw.js'), 'utf8'), files, stores)
    await worker.fire('install')
    // installed, waiting: the tab of the older build still has its files
    expect(stores.has('innkeep-precache-0123456789abcdef')).toBe(true)
    await worker.fire('activate')
    expect([...stores.keys()].sort()).toEqual([`innkeep-precache-${written.version}`, 'someone-elses-cache'])
  })

  it('changes its bytes and its cache with any file of the build, and does nothing in vite dev', async () => {
    const first = builtDist()
    const second = builtDist()
    writeFileSync(path.join(second.dist, 'assets', 'money-f6.js'), 'export default "changed"')
    const [a, b] = [await writePrecache(first.dist), await writePrecache(second.dist)]
    expect(a.version).not.toBe(b.version)
    // public/sw.js as `vite dev` serves it: no precache, no fetch answered
    const dev = workerOf(readFileSync(WORKER, 'utf8'), first.files)
    await dev.fire('install')
    expect(dev.stores.size).toBe(0)
    expect(dev.fetched).toEqual([])
    expect(await dev.request('/assets/index-a1.js')).toBe('network')
  })
})
