// `npm run bench`: every suite; ratios against a bare route of the same machine, never timed assertions.
// bundle-size.ts weighs the built web app (run `npm run build` first); the others need PostgreSQL.
import { printSummary } from './summary.ts'

const suites = [
  './bundle-size.ts',
  './identity.bench.ts',
  './accommodation.bench.ts',
  './booking.bench.ts',
  './invoice-pdf.bench.ts',
  './bank-import.bench.ts',
  './restaurant.bench.ts',
]
for (const suite of suites) {
  console.log(`\n== ${suite}`)
  await import(suite)
}
printSummary()
