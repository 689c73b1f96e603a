// `npm run bench`: every suite; ratios against a bare route of the same machine, never timed assertions.
const suites = ['./identity.bench.ts', './accommodation.bench.ts', './booking.bench.ts']
for (const suite of suites) {
  console.log(`\n== ${suite}`)
  await import(suite)
}
