// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope, jsonResponse, renderWithProviders } from '../../test/render.tsx'
import { PublicGallery } from './public-gallery.tsx'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => vi.unstubAllGlobals())

const photo = (id: string, title: string) => ({
  id,
  title,
  contentType: 'image/jpeg',
  width: 800,
  height: 600,
  url: `/public/gallery/u-lipy/${id}`,
  thumbnailUrl: `/public/gallery/u-lipy/${id}/thumbnail`,
})

const gallery = {
  workspace: { slug: 'u-lipy', name: 'Penzion U Lípy' },
  photos: [
    photo('01a200a8-0000-7000-8000-000000000001', 'Zahrada'),
    photo('01a200a8-0000-7000-8000-000000000002', 'Pokoj Lípa'),
  ],
}

describe('PublicGallery', () => {
  it('asks for the gallery of the slug without staff credentials', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(envelope(gallery)))
    renderWithProviders(<PublicGallery slug="u-lipy" />)
    await screen.findByRole('button', { name: 'Zobrazit fotografii: Zahrada' })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toMatch(/\/public-api\/p-cloud\?slug=u-lipy$/)
    expect(new Headers(init?.headers).has('Authorization')).toBe(false)
    const image = screen.getByRole('img', { name: 'Zahrada' })
    expect(image.getAttribute('src')).toMatch(
      /\/public\/gallery\/u-lipy\/01a200a8-0000-7000-8000-000000000001\/thumbnail$/,
    )
  })

  it('opens a photo large and moves to the next one', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(envelope(gallery)))
    renderWithProviders(<PublicGallery slug="u-lipy" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Zobrazit fotografii: Zahrada' }))
    expect(await screen.findByText('1 z 2')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Další fotografie' }))
    expect(await screen.findByText('2 z 2')).toBeTruthy()
    expect(screen.getAllByRole('img', { name: 'Pokoj Lípa' }).length).toBeGreaterThan(1)
  })

  it('shows nothing when the workspace has no photos', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(envelope({ ...gallery, photos: [] })))
    const { container } = renderWithProviders(<PublicGallery slug="u-lipy" />)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(container.querySelector('[data-testid="public-gallery"]')).toBeNull()
  })
})
