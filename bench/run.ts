// `npm run bench`: every suite; ratios against a bare route of the same machine, never timed assertions.
// bundle-size.ts, lcp.bench.ts and slow-line.bench.ts need the built web app (`npm run build` first); the others use PostgreSQL
// (BENCH_DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432, else an embedded one: bench-database.ts);
// install.bench.ts runs the built server (apps/server/dist, built if missing) on its embedded PostgreSQL and on PostgreSQL.
import { printSummary } from './summary.ts'

const suites = [
  './bundle-size.ts',
  './lcp.bench.ts',
  './slow-line.bench.ts',
  './identity.bench.ts',
  './accommodation.bench.ts',
  './reservation-search.bench.ts',
  './booking.bench.ts',
  './invoice-pdf.bench.ts',
  './bank-import.bench.ts',
  './restaurant.bench.ts',
  './install.bench.ts',
]
for (const suite of suites) {
  console.log(`\n== ${suite}`)
  await import(suite)
}
printSummary()
