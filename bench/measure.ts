import autocannon from 'autocannon'
import { report } from './summary.ts'

export interface Measurement {
  name: string
  requestsPerSecond: number
  p95Ms: number
  p99Ms: number
  errors: number
}

/** autocannon against one URL; p95 is read from autocannon's percentiles (p97.5 when p95 is absent). */
export async function measure(
  name: string,
  options: {
    url: string
    headers?: Record<string, string>
    connections?: number
    seconds?: number
    method?: 'GET' | 'POST'
    body?: () => string
  },
): Promise<Measurement> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 5,
    headers: options.headers ?? {},
    method: options.method ?? 'GET',
    ...(options.body
      ? {
          requests: [
            { method: options.method ?? 'POST', setupRequest: (req: object) => ({ ...req, body: options.body?.() }) },
          ],
        }
      : {}),
  })
  const latency = result.latency as unknown as Record<string, number>
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p95Ms: latency.p95 ?? latency.p97_5 ?? result.latency.p99,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
  }
}

/**
 * Prints the rows with their ratio to the baseline; with `suite`, also reports each row's ratio (the
 * goal from `goals` by row name) to the summary of `npm run bench`.
 */
export function table(
  rows: Measurement[],
  baseline: Measurement,
  summary?: { suite: string; goals?: Record<string, number> },
) {
  if (summary)
    for (const row of rows.filter((r) => r !== baseline)) {
      const goal = summary.goals?.[row.name]
      report({
        suite: summary.suite,
        figure: `${row.name} (vs ${baseline.name})`,
        value: row.requestsPerSecond / Math.max(1, baseline.requestsPerSecond),
        unit: 'ratio',
        ...(goal !== undefined ? { goal: { min: goal } } : {}),
      })
    }
  console.table(
    rows.map((row) => ({
      ...row,
      ratio: (row.requestsPerSecond / Math.max(1, baseline.requestsPerSecond)).toFixed(3),
    })),
  )
}
