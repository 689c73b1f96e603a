import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { enqueueJob } from '../src/jobs/jobs.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database } = await startTestApp()
const guarded = await startTestApp({ metricsToken: 'a-long-metrics-token-for-tests' })

const scrape = async (target = app, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  target.inject({ url: '/metrics', remoteAddress: options.remoteAddress ?? '127.0.0.1', headers: options.headers })

describe('GET /metrics', () => {
  it('counts calls per route pattern and status class, with a latency histogram', async () => {
    await app.inject({ url: '/healthz' })
    await app.inject({ url: '/healthz' })
    await app.inject({ url: '/api/nothing/here' })
    const response = await scrape()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4')
    const text = response.body
    expect(text).toContain('innkeep_http_requests_total{method="GET",route="/healthz",status="2xx"} 2')
    expect(text).toContain('innkeep_http_requests_total{method="GET",route="unmatched",status="4xx"} 1')
    expect(text).toContain(
      'innkeep_http_request_duration_seconds_bucket{method="GET",route="/healthz",status="2xx",le="+Inf"} 2',
    )
    expect(text).toContain('innkeep_http_request_duration_seconds_count{method="GET",route="/healthz",status="2xx"} 2')
    // the buckets add up: each is at most the next
    const buckets = [...text.matchAll(/route="\/healthz",status="2xx",le="[^"]+"\} (\d+)/g)].map((m) => Number(m[1]))
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b))
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m)
  })

  it('names a route by its pattern, never by the ids in the address', async () => {
    await app.inject({ url: '/public-api/00000000-0000-4000-8000-000000000001/guest-info' })
    const text = (await scrape()).body
    expect(text).toContain('route="/public-api/:id/guest-info"')
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001')
  })

  it('reports the job queue by kind and state', async () => {
    await enqueueJob(database.db, {
      workspaceId: randomUUID(),
      kind: 'test-kind',
      payload: {},
      runAt: new Date(Date.now() + 3_600_000),
    })
    expect((await scrape()).body).toContain('innkeep_jobs{kind="test-kind",state="QUEUED"} 1')
  })

  it('answers only this machine when no token is configured, and never through a proxy', async () => {
    expect((await scrape(app, { remoteAddress: '203.0.113.7' })).statusCode).toBe(404)
    expect((await scrape(app, { remoteAddress: '10.0.0.5' })).statusCode).toBe(404)
    expect((await scrape(app, { headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(404)
    expect((await scrape(app, { remoteAddress: '::1' })).statusCode).toBe(200)
  })

  it('answers anyone with the configured bearer token, and nobody without it', async () => {
    const target = guarded.app
    expect((await scrape(target)).statusCode).toBe(404)
    expect((await scrape(target, { headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(404)
    const ok = await scrape(target, {
      remoteAddress: '203.0.113.7',
      headers: { authorization: 'Bearer a-long-metrics-token-for-tests' },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toContain('# TYPE innkeep_http_requests_total counter')
  })
})
