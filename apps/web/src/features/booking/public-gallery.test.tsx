// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  fillPath,
  type GalleryPhoto,
  type PayloadOf,
  publicGallery,
  publicGalleryPhoto,
  publicGalleryThumbnail,
} from '@innkeep/contract'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { renderWithProviders } from '../../test/render.tsx'
import { PublicGallery } from './public-gallery.tsx'

afterEach(() => vi.unstubAllGlobals())

const photo = (id: string, title: string): GalleryPhoto => ({
  id,
  title,
  contentType: 'image/jpeg',
  width: 800,
  height: 600,
  url: fillPath(publicGalleryPhoto.path, { a: 'u-lipy', b: id }),
  thumbnailUrl: fillPath(publicGalleryThumbnail.path, { a: 'u-lipy', b: id }),
})

const gallery: PayloadOf<typeof publicGallery> = {
  workspace: { slug: 'u-lipy', name: 'Penzion U Lípy' },
  photos: [
    photo('01a200a8-0000-7000-8000-000000000001', 'Zahrada'),
    photo('01a200a8-0000-7000-8000-000000000002', 'Pokoj Lípa'),
  ],
}

describe('PublicGallery', () => {
  it('asks for the gallery of the slug without staff credentials', async () => {
    const api = fakeApi([[publicGallery, () => gallery]])
    renderWithProviders(<PublicGallery slug="u-lipy" />)
    await screen.findByRole('button', { name: 'Zobrazit fotografii: Zahrada' })
    const [call] = api.all
    expect(call?.endpoint).toBe(publicGallery)
    expect(call?.url.search).toBe('?slug=u-lipy')
    expect(call?.headers.has('Authorization')).toBe(false)
    const image = screen.getByRole('img', { name: 'Zahrada' })
    expect(image.getAttribute('src')).toMatch(
      /\/public\/gallery\/u-lipy\/01a200a8-0000-7000-8000-000000000001\/thumbnail$/,
    )
  })

  it('opens a photo large and moves to the next one', async () => {
    fakeApi([[publicGallery, () => gallery]])
    renderWithProviders(<PublicGallery slug="u-lipy" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Zobrazit fotografii: Zahrada' }))
    expect(await screen.findByText('1 z 2')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Další fotografie' }))
    expect(await screen.findByText('2 z 2')).toBeTruthy()
    expect(screen.getAllByRole('img', { name: 'Pokoj Lípa' }).length).toBeGreaterThan(1)
  })

  it('shows nothing when the workspace has no photos', async () => {
    const api = fakeApi([[publicGallery, () => ({ ...gallery, photos: [] })]])
    const { container } = renderWithProviders(<PublicGallery slug="u-lipy" />)
    await vi.waitFor(() => expect(api.calls(publicGallery)).not.toHaveLength(0))
    expect(container.querySelector('[data-testid="public-gallery"]')).toBeNull()
  })
})
