import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { type BuildEnvironmentOptions, defineConfig, type Plugin, type Rolldown } from 'vite'
import { writePrecache } from './build/precache.ts'
import { precompress } from './build/precompress.ts'

const backend = process.env.INNKEEP_BACKEND ?? 'http://localhost:3100'
const proxied = ['/api', '/auth', '/public-api', '/public', '/.well-known']

/**
 * The guest pages have light entries of their own, which the server sends for their paths
 * (apps/server/src/web.ts): book.html for the booking pages, guest.html for a guest's stay page.
 */
const GUEST_ENTRIES = [
  { name: 'book', pattern: /^\/book\//, html: 'book.html' },
  { name: 'guest', pattern: /^\/guest\//, html: 'guest.html' },
] as const

/** `vite dev` does what the server does: each guest page's entry for its path, index.html for the rest. */
function guestPagesInDev(): Plugin {
  return {
    name: 'innkeep-guest-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const entry = GUEST_ENTRIES.find(({ pattern }) => pattern.test(request.url ?? ''))
        if (entry) request.url = `/${entry.html}`
        next()
      })
    },
  }
}

/**
 * Light stand-ins the guest entries' builds use instead of libraries whose weight is in parts the guest
 * pages never use (each module says what it keeps). The staff app, `vite dev` and the tests use the
 * libraries themselves; docs/decisions/007-guest-stand-ins.md says why and what it saves.
 */
const GUEST_STAND_INS: Record<string, string> = {
  i18next: './src/i18n/guest-i18next.ts',
  'react-i18next': './src/i18n/guest-react-i18next.ts',
  'react-router': './src/app/guest-router.tsx',
  '@tanstack/react-query': './src/app/guest-query.tsx',
}

function guestStandIns(): Plugin {
  const names = new Set<string>(GUEST_ENTRIES.map(({ name }) => name))
  return {
    name: 'innkeep-guest-stand-ins',
    enforce: 'pre',
    applyToEnvironment: (environment) => names.has(environment.name),
    resolveId(source) {
      const file = GUEST_STAND_INS[source]
      return file ? fileURLToPath(new URL(file, import.meta.url)) : null
    },
  }
}

/**
 * Chunks made by hand rather than by which lazy parts share a module: each was many files whose requests
 * (six at a time over HTTP/1.1), gzip headers and lost context cost more than the few bytes a page
 * now loads that it does not use.
 */
function chunkGroups(name: string, first: boolean): Rolldown.CodeSplittingGroup[] {
  const entryModule = `/src/${first ? 'main' : `${name}-main`}.tsx`
  return [
    // The staff app's libraries in its first bundle apart from its own code: a deploy changes the one,
    // rarely the other, which browsers then keep.
    ...(first ? [{ name: `${name}-libs`, tags: ['$initial' as const], test: /[\\/]node_modules[\\/]/ }] : []),
    // An entry's own modules (those it imports statically) in one chunk, beside the entry: split by which
    // lazy parts share them, they were 20 files of a guest entry (7 KB more), 60 of the staff app.
    {
      name: `${name}-first`,
      tags: ['$initial' as const],
      // the entry module stays the entry chunk (the manifest's `${html}`)
      test: (id: string) => !id.endsWith('.html') && !id.endsWith(entryModule),
    },
    // The icons the staff app's pages use (not its first bundle), in one chunk: they were 59 files of
    // 0.2 KB each, and a workspace page loaded 28 of them, the navigation's.
    ...(first ? [{ name: 'icons', test: /[\\/]@tabler[\\/]icons-react[\\/]/ }] : []),
  ]
}

/**
 * One entry's build. Each entry is built on its own: a library shipped as one module (react-router,
 * i18next) keeps every export some entry of the build uses, so built together the guest pages would
 * carry the staff app's data router. The manifest (which chunks a page needs) is for
 * bench/bundle-size.ts and for the server, which names a guest page's lazy part in the page it sends
 * (apps/server/src/web.ts: `.vite/manifest-book.json`, `manifest-guest.json`); it does not serve it.
 */
function entryBuild(name: string, html: string, first = false): BuildEnvironmentOptions {
  return {
    outDir: 'dist',
    emptyOutDir: first,
    manifest: first ? true : `.vite/manifest-${name}.json`,
    rollupOptions: {
      input: { [name]: fileURLToPath(new URL(`./${html}`, import.meta.url)) },
      // The contract's modules only declare schemas: what the app does not import can be left out.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') },
      output: { codeSplitting: { groups: chunkGroups(name, first) } },
      onLog(level, log, handler) {
        // client.ts loads sign-in and the error toast on demand for the guest entries; the staff app has them anyway
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('src/api/client.ts')) return
        handler(level, log)
      },
    },
  }
}

export default defineConfig(({ command }) => ({
  plugins: [react(), guestPagesInDev(), guestStandIns()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: backend, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // the staff app's first bundle's libraries are one chunk of 630 kB (bench/bundle-size.ts has its budget)
    chunkSizeWarningLimit: 700,
  },
  ...(command === 'build'
    ? {
        environments: {
          client: { build: entryBuild('index', 'index.html', true) },
          ...Object.fromEntries(
            GUEST_ENTRIES.map(({ name, html }) => [
              name,
              { consumer: 'client' as const, build: entryBuild(name, html) },
            ]),
          ),
        },
        builder: {
          // in turn: the staff app's build empties dist/, the guest entries' builds add to it; then, with
          // every file written, the service worker's precache list and the .br/.gz beside each file
          async buildApp(builder) {
            for (const environment of Object.values(builder.environments)) await builder.build(environment)
            const dist = path.resolve(builder.config.root, builder.config.build.outDir)
            const precache = await writePrecache(dist)
            const totals = await precompress(dist)
            const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`
            builder.config.logger.info(
              `sw.js precaches ${precache.files} files (${kb(precache.bytes)}), build ${precache.version}\n` +
                `precompressed ${totals.files} files: ${kb(totals.bytes)} → brotli ${kb(totals.brotli)}, gzip ${kb(totals.gzip)}`,
            )
          },
        },
      }
    : {}),
}))
