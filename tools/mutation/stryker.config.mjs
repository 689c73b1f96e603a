// Mutation testing of the money and law core (issue 25): `npm run mutation`. Too slow for every CI run;
// its score and surviving mutants are written down in docs/mutation-testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tools/mutation/vitest.config.ts', related: false },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  mutate: [
    'packages/contract/src/invoice-totals.ts',
    'packages/contract/src/money.ts',
    'apps/server/src/modules/pricing/stay-price.ts',
    'apps/server/src/modules/bank/matching.ts',
    'apps/server/src/modules/bank/auto-link-plan.ts',
    'apps/server/src/modules/bank/open-documents.ts',
    'apps/server/src/modules/invoicing/numbering.ts',
    'apps/server/src/modules/police/unl.ts',
    'apps/server/src/modules/invoicing/facturation-summary.ts',
  ],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['**/dist/**', 'e2e/**', 'reports/**', '.stryker-tmp/**', 'bench/**'],
  cleanTempDir: true,
}
