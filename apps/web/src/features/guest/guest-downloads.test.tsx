// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { fillPath, publicDownload, publicRequestDownload } from '@innkeep/contract'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi } from '../../test/fake-api.ts'
import { renderWithProviders } from '../../test/render.tsx'
import { GuestDownloads } from './guest-downloads.tsx'

const clicked: string[] = []

beforeEach(() => {
  clicked.length = 0
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.href)
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const rules = {
  id: '01a200a8-0000-7000-8000-000000000001',
  title: 'Domovní řád',
  fileName: 'Domovní řád.pdf',
  contentType: 'application/pdf' as const,
  size: 250 * 1024,
}
const token = 'guest-token-0123456789abcdef'

describe('GuestDownloads', () => {
  it('lists what the host shares, with type and size', () => {
    renderWithProviders(<GuestDownloads token={token} downloads={[rules]} />)
    expect(screen.getByRole('heading', { name: 'Ke stažení' })).toBeTruthy()
    expect(screen.getByText('Domovní řád')).toBeTruthy()
    expect(screen.getByText('PDF · 250 kB')).toBeTruthy()
  })

  it('is not there when there is nothing to download', () => {
    const { container } = renderWithProviders(<GuestDownloads token={token} downloads={[]} />)
    expect(container.querySelector('section')).toBeNull()
  })

  it('trades the guest token for a download id and lets the browser fetch the file', async () => {
    const id = 'download-id-0123456789abcdef0123'
    const api = fakeApi([
      [
        publicRequestDownload,
        () => ({
          id,
          url: fillPath(publicDownload.path, { id }),
          fileName: rules.fileName,
          expiresAt: '2027-03-12T10:10:00Z',
        }),
      ],
    ])
    renderWithProviders(<GuestDownloads token={token} downloads={[rules]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Stáhnout Domovní řád' }))
    await vi.waitFor(() => expect(clicked).toHaveLength(1))
    const [call] = api.all
    expect(call?.endpoint).toBe(publicRequestDownload)
    expect(call?.url.search).toBe('')
    expect(call?.method).toBe('POST')
    expect(call?.body).toEqual({ token, attachmentId: rules.id })
    expect(clicked[0]).toMatch(/\/public\/download-attachment\/download-id-0123456789abcdef0123$/)
  })

  it('says so when the file is gone', async () => {
    fakeApi([[publicRequestDownload, () => fail.notFound()]])
    renderWithProviders(<GuestDownloads token={token} downloads={[rules]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Stáhnout Domovní řád' }))
    expect(await screen.findByText(/Tento soubor už není k dispozici/)).toBeTruthy()
    expect(clicked).toHaveLength(0)
  })
})
