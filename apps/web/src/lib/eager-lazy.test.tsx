// @vitest-environment jsdom
import '../test/setup-dom.ts'
import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { eagerLazy, usePartReady } from './eager-lazy.ts'

function Part({ name }: { name: string }) {
  return <p>part {name}</p>
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children
  }
}

/** What the page shows: the fallback's text whenever it shows, the part once it does. */
function renderPart(part: ReturnType<typeof eagerLazy<{ name: string }>>) {
  const Lazy = part
  return render(
    <Boundary>
      <Suspense fallback={<p>fallback</p>}>
        <Lazy name="a" />
      </Suspense>
    </Boundary>,
  )
}

/** A page that shows its own placeholder until the part has come. */
function Page({ part }: { part: ReturnType<typeof eagerLazy<{ name: string }>> }) {
  const ready = usePartReady(part)
  const Lazy = part
  return ready ? (
    <Suspense fallback={<p>fallback</p>}>
      <Lazy name="b" />
    </Suspense>
  ) : (
    <p>placeholder</p>
  )
}

describe('eagerLazy', () => {
  it('suspends like lazy while the part is on its way', async () => {
    let arrive: (part: typeof Part) => void = () => undefined
    const part = eagerLazy(() => new Promise<typeof Part>((resolve) => (arrive = resolve)))
    renderPart(part)
    expect(screen.getByText('fallback')).toBeTruthy()
    await act(async () => arrive(Part))
    expect(await screen.findByText('part a')).toBeTruthy()
  })

  it('renders a part that has come at once, without its fallback', async () => {
    const part = eagerLazy(async () => Part)
    expect(part.loaded()).toBe(false)
    await part.preload()
    expect(part.loaded()).toBe(true)
    renderPart(part)
    // synchronously after the first render: no fallback in between
    expect(screen.getByText('part a')).toBeTruthy()
    expect(screen.queryByText('fallback')).toBeNull()
  })

  it('shows a failure where the part would be, and asks again on the next render', async () => {
    let attempts = 0
    const part = eagerLazy<{ name: string }>(async () => {
      attempts += 1
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    // React reports the error it hands to the boundary
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // a preload's failure is the render's to show, not an unhandled rejection
    await expect(part.preload()).resolves.toBeUndefined()
    expect(part.loaded()).toBe(false)
    renderPart(part)
    expect(await screen.findByText('failed')).toBeTruthy()
    expect(attempts).toBe(2)
    vi.restoreAllMocks()
  })
})

describe('usePartReady', () => {
  it('shows the page placeholder until the part has come, then the part without a Suspense fallback', async () => {
    let arrive: (part: typeof Part) => void = () => undefined
    const part = eagerLazy(() => new Promise<typeof Part>((resolve) => (arrive = resolve)))
    render(<Page part={part} />)
    expect(screen.getByText('placeholder')).toBeTruthy()
    await act(async () => arrive(Part))
    expect(screen.getByText('part b')).toBeTruthy()
    expect(screen.queryByText('fallback')).toBeNull()
  })
})
