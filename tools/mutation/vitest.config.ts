import path from 'node:path'
import { defineConfig } from 'vitest/config'

// The tests Stryker runs against each mutant of the money and law core (docs/mutation-testing.md):
// pure tests only — each mutant reruns the tests that cover it, so they must be quick.
export default defineConfig({
  // the folder this config is in, two up: the checkout, or Stryker's sandbox copy of it
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    // the property test's 10⁵ random invoices, once per mutant, would take the run hours
    env: { TZ: 'UTC', PROPERTY_RUNS: '2000' },
    include: [
      'packages/contract/src/invoice-totals.test.ts',
      'packages/contract/src/money.test.ts',
      'apps/server/test/unit/stay-price.test.ts',
      'apps/server/test/unit/bank-matching.test.ts',
      'apps/server/test/unit/invoice-numbering.test.ts',
      'apps/server/test/unit/unl.test.ts',
      'apps/server/test/unit/facturation-summary.test.ts',
    ],
  },
})
