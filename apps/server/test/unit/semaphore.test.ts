import { describe, expect, it } from 'vitest'
import { QueueFullError, Semaphore } from '../../src/lib/semaphore.ts'

/** A task the test finishes by hand: `release()` resolves it (or `fail()` rejects it). */
function gate() {
  let release = () => {}
  let fail = (_error: Error) => {}
  const done = new Promise<void>((resolve, reject) => {
    release = resolve
    fail = reject
  })
  return { done, release: () => release(), fail: (error: Error) => fail(error) }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('Semaphore', () => {
  it('never runs more than `concurrency` tasks at once, and runs every task', async () => {
    const slots = new Semaphore({ concurrency: 2, maxQueue: 100 })
    let running = 0
    let most = 0
    const tasks = Array.from({ length: 30 }, (_, i) =>
      slots.run(async () => {
        running += 1
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, i % 3))
        running -= 1
        return i
      }),
    )
    expect(await Promise.all(tasks)).toEqual(Array.from({ length: 30 }, (_, i) => i))
    expect(most).toBe(2)
    expect(slots.inFlight).toBe(0)
    expect(slots.queued).toBe(0)
  })

  it('starts the waiting tasks first come, first served', async () => {
    const slots = new Semaphore({ concurrency: 1, maxQueue: 10 })
    const first = gate()
    const started: number[] = []
    const all = [
      slots.run(async () => {
        started.push(0)
        await first.done
      }),
      ...[1, 2, 3, 4].map((i) => slots.run(async () => void started.push(i))),
    ]
    await tick()
    expect(started).toEqual([0])
    expect(slots.queued).toBe(4)
    first.release()
    await Promise.all(all)
    expect(started).toEqual([0, 1, 2, 3, 4])
  })

  it('queues a task arriving as a slot frees behind those already waiting', async () => {
    const slots = new Semaphore({ concurrency: 1, maxQueue: 10 })
    const first = gate()
    const order: string[] = []
    const running = slots.run(() => first.done)
    const waiter = slots.run(async () => void order.push('waiter'))
    first.release()
    const newcomer = slots.run(async () => void order.push('newcomer'))
    await Promise.all([running, waiter, newcomer])
    expect(order).toEqual(['waiter', 'newcomer'])
  })

  it('refuses a task at once when the queue is full, with a Retry-After of at least a second', async () => {
    const slots = new Semaphore({ concurrency: 2, maxQueue: 3 })
    const gates = Array.from({ length: 5 }, () => gate())
    const accepted = gates.map((g) => slots.run(() => g.done))
    await tick()
    expect(slots.inFlight).toBe(2)
    expect(slots.queued).toBe(3)
    const refused = slots.run(async () => 'never')
    await expect(refused).rejects.toBeInstanceOf(QueueFullError)
    await refused.catch((error: QueueFullError) => expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1))
    for (const g of gates) g.release()
    await Promise.all(accepted)
    // room again once the queue has been worked off
    expect(await slots.run(async () => 'again')).toBe('again')
  })

  it('frees the slot of a task that fails', async () => {
    const slots = new Semaphore({ concurrency: 1, maxQueue: 0 })
    const failing = gate()
    const run = slots.run(() => failing.done)
    await expect(slots.run(async () => 1)).rejects.toBeInstanceOf(QueueFullError)
    failing.fail(new Error('argon2 failed'))
    await expect(run).rejects.toThrow('argon2 failed')
    expect(slots.inFlight).toBe(0)
    expect(await slots.run(async () => 2)).toBe(2)
  })
})
