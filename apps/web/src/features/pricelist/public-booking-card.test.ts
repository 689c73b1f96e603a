import { describe, expect, it } from 'vitest'
import { bookingUrl, embedSnippet } from './public-booking-card.tsx'

describe('the embed code of the booking page', () => {
  it('frames the start page, where guests choose among the groups', () => {
    const snippet = embedSnippet(bookingUrl('https://app.example', 'u lipy'), 'Rezervace "U Lípy" & <spol>')
    expect(snippet).toContain('src="https://app.example/book/u%20lipy"')
    expect(snippet).toContain('title="Rezervace &quot;U Lípy&quot; &amp; &lt;spol>"')
  })

  it('links one group on its own', () => {
    expect(bookingUrl('https://app.example', 'demo', '01a200be-8a42-765c-9a20-82a5ebb4ad30')).toBe(
      'https://app.example/book/demo/01a200be-8a42-765c-9a20-82a5ebb4ad30',
    )
  })
})
