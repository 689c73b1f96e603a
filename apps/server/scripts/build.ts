import { cp, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/**
 * The server as plain JavaScript (docs/decisions/014-embedded-postgresql.md): production runs
 * `node dist/main.js` with no TypeScript loader. One bundle for the server and one for the PDF
 * worker; the workspace's contract package is bundled in, every npm package stays an import.
 * What the code reads next to itself (migrations, demo photos) is copied beside the bundle.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const dist = `${root}dist`

await rm(dist, { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts', 'src/pdf/invoice-pdf.worker.ts'],
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // the contract is TypeScript source in the workspace: into the bundle with the server
  plugins: [
    {
      name: 'bundle-workspace-contract',
      setup(b) {
        b.onResolve({ filter: /^@innkeep\/contract$/ }, () => ({
          path: fileURLToPath(new URL('../../../packages/contract/src/index.ts', import.meta.url)),
        }))
      },
    },
  ],
  logLevel: 'warning',
})
await cp(`${root}src/db/migrations`, `${dist}/migrations`, { recursive: true })
await cp(`${root}src/seed/photos`, `${dist}/photos`, { recursive: true })
