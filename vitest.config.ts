import { defineConfig } from 'vitest/config'

const serverTests = ['apps/server/test/**/*.test.ts']

// The server suite runs once, on PostgreSQL: TEST_DATABASE_URL's server (CI), else an embedded one the
// global setup starts (apps/server/test/support/global-setup.ts).
const serverProject = {
  extends: true as const,
  test: {
    name: 'server',
    include: serverTests,
    globalSetup: ['apps/server/test/support/global-setup.ts'],
  },
}

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    exclude: ['**/node_modules/**', 'e2e/**', '**/dist/**'],
    projects: [
      serverProject,
      { extends: true, test: { name: 'contract', include: ['packages/contract/**/*.test.ts'] } },
      { extends: true, test: { name: 'tools', include: ['tools/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // components render without page(): they get the pages' texts up front
          setupFiles: ['apps/web/src/test/catalogue-setup.ts'],
        },
      },
    ],
  },
})
