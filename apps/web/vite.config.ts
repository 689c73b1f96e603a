import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const backend = process.env.INNKEEP_BACKEND ?? 'http://localhost:3100'
const proxied = ['/api', '/auth', '/public-api', '/public', '/.well-known']

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: backend, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // The contract's modules only declare schemas: what the app does not import can be left out.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') },
    },
  },
})
