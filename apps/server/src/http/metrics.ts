import { timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/index.ts'
import { countJobsByState } from '../jobs/jobs.queries.ts'

/** Upper bounds (seconds) of the request-duration histogram's buckets. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

interface RouteSeries {
  method: string
  route: string
  status: string
  count: number
  sum: number
  /** Observations per bucket (not cumulative; the exposition adds them up). */
  buckets: number[]
}

/**
 * Request counts and latencies per route, kept in memory per process (each process of a
 * load-balanced set is scraped on its own; Prometheus adds them up). The route is the pattern
 * (`/api/:slugs/invoice-detail/:id`), never the address, so ids do not multiply the series.
 */
export class RequestMetrics {
  private readonly series = new Map<string, RouteSeries>()

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    const status = `${Math.floor(statusCode / 100)}xx`
    const key = `${method} ${route} ${status}`
    let entry = this.series.get(key)
    if (!entry) {
      entry = { method, route, status, count: 0, sum: 0, buckets: BUCKETS.map(() => 0) }
      this.series.set(key, entry)
    }
    entry.count++
    entry.sum += seconds
    const bucket = BUCKETS.findIndex((bound) => seconds <= bound)
    if (bucket >= 0) entry.buckets[bucket] = (entry.buckets[bucket] ?? 0) + 1
  }

  lines(): string[] {
    const out = [
      '# HELP innkeep_http_requests_total Requests answered, by method, route pattern and status class.',
      '# TYPE innkeep_http_requests_total counter',
    ]
    for (const s of this.series.values()) out.push(`innkeep_http_requests_total{${labels(s)}} ${s.count}`)
    out.push(
      '# HELP innkeep_http_request_duration_seconds Time from receiving a request to answering it.',
      '# TYPE innkeep_http_request_duration_seconds histogram',
    )
    for (const s of this.series.values()) {
      let cumulative = 0
      BUCKETS.forEach((bound, i) => {
        cumulative += s.buckets[i] ?? 0
        out.push(`innkeep_http_request_duration_seconds_bucket{${labels(s)},le="${bound}"} ${cumulative}`)
      })
      out.push(`innkeep_http_request_duration_seconds_bucket{${labels(s)},le="+Inf"} ${s.count}`)
      out.push(`innkeep_http_request_duration_seconds_sum{${labels(s)}} ${round(s.sum)}`)
      out.push(`innkeep_http_request_duration_seconds_count{${labels(s)}} ${s.count}`)
    }
    return out
  }
}

function labels(s: RouteSeries): string {
  return `method="${s.method}",route="${escapeLabel(s.route)}",status="${s.status}"`
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')
}

const round = (value: number) => Math.round(value * 1e6) / 1e6

/** This machine: a Prometheus (or curl) next to the server. A proxied request never counts as local. */
function isLoopback(ip: string, forwarded: unknown): boolean {
  if (forwarded !== undefined) return false
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip
  return address === '::1' || (isIP(address) === 4 && address.startsWith('127.'))
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /i, '') ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * `GET /metrics` in Prometheus' text format: requests per route, the job queue, the database pool
 * and the process. With METRICS_TOKEN set it answers whoever sends that bearer token; without, only
 * requests from this machine that came through no proxy (docs/production.md). Others get 404.
 */
export function installMetrics(app: FastifyInstance, options: { database: Database; token: string | undefined }) {
  const metrics = new RequestMetrics()
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched'
    if (route !== '/metrics') metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000)
    done()
  })
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const allowed = options.token
      ? tokenMatches(request.headers.authorization, options.token)
      : isLoopback(request.ip, request.headers['x-forwarded-for'])
    if (!allowed) return reply.code(404).send()
    const lines = [...metrics.lines(), ...(await jobLines(options.database)), ...poolLines(options.database)]
    lines.push(...processLines())
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(`${lines.join('\n')}\n`)
  })
}

async function jobLines(database: Database): Promise<string[]> {
  const out = [
    '# HELP innkeep_jobs Background jobs by kind and state (queued and running: the queue; failed: to look at).',
    '# TYPE innkeep_jobs gauge',
  ]
  for (const row of await countJobsByState(database.db))
    out.push(`innkeep_jobs{kind="${escapeLabel(row.kind)}",state="${row.state}"} ${row.jobs}`)
  return out
}

function poolLines(database: Database): string[] {
  const pool = database.poolStats?.()
  if (!pool) return []
  return [
    '# HELP innkeep_db_pool_connections PostgreSQL pool connections by state.',
    '# TYPE innkeep_db_pool_connections gauge',
    `innkeep_db_pool_connections{state="total"} ${pool.total}`,
    `innkeep_db_pool_connections{state="idle"} ${pool.idle}`,
    '# HELP innkeep_db_pool_waiting Queries waiting for a free connection.',
    '# TYPE innkeep_db_pool_waiting gauge',
    `innkeep_db_pool_waiting ${pool.waiting}`,
  ]
}

function processLines(): string[] {
  const cpu = process.cpuUsage()
  const memory = process.memoryUsage()
  return [
    '# TYPE process_cpu_seconds_total counter',
    `process_cpu_seconds_total ${round((cpu.user + cpu.system) / 1e6)}`,
    '# TYPE process_resident_memory_bytes gauge',
    `process_resident_memory_bytes ${memory.rss}`,
    '# TYPE nodejs_heap_used_bytes gauge',
    `nodejs_heap_used_bytes ${memory.heapUsed}`,
    '# TYPE process_uptime_seconds gauge',
    `process_uptime_seconds ${Math.round(process.uptime())}`,
  ]
}
