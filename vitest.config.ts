import { defineConfig } from 'vitest/config'

const serverTests = ['apps/server/test/**/*.test.ts']

// The server suite runs on embedded PGlite always, and again on real PostgreSQL when TEST_DATABASE_URL is set (CI).
const serverProjects = [
  {
    extends: true as const,
    test: {
      name: 'server:pglite',
      include: serverTests,
      env: { TEST_DB: 'pglite' },
      globalSetup: ['apps/server/test/support/global-setup.ts'],
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: true as const,
          test: {
            name: 'server:postgres',
            include: serverTests,
            env: { TEST_DB: 'postgres' },
            globalSetup: ['apps/server/test/support/global-setup.ts'],
          },
        },
      ]
    : []),
]

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    exclude: ['**/node_modules/**', 'e2e/**', '**/dist/**'],
    projects: [
      ...serverProjects,
      { extends: true, test: { name: 'contract', include: ['packages/contract/**/*.test.ts'] } },
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
