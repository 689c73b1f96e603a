import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { type BuildEnvironmentOptions, defineConfig, type Plugin } from 'vite'

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
 * One entry's build. Each entry is built on its own: a library shipped as one module (react-router,
 * i18next) keeps every export some entry of the build uses, so built together the guest pages would
 * carry the staff app's data router. The manifest (which chunks a page needs) is for
 * bench/bundle-size.ts; the server does not serve it.
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
      onLog(level, log, handler) {
        // client.ts loads sign-in and the error toast on demand for the guest entries; the staff app has them anyway
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('src/api/client.ts')) return
        handler(level, log)
      },
    },
  }
}

export default defineConfig(({ command }) => ({
  plugins: [react(), guestPagesInDev()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: backend, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
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
          // in turn: the staff app's build empties dist/, the guest entries' builds add to it
          async buildApp(builder) {
            for (const environment of Object.values(builder.environments)) await builder.build(environment)
          },
        },
      }
    : {}),
}))
