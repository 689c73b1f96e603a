// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  attachmentThumbnail,
  carList,
  fillPath,
  type GalleryItem,
  getGalleryData,
  getPCloudConnection,
  listContracts,
  listResources,
  type PCloudConnection,
  savePCloudConnection,
  storeToPCloud,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, file } from '../../test/fake-api.ts'
import { member, renderWithProviders } from '../../test/render.tsx'
import { carItem, contractSummary } from '../../test/vehicles-test-data.ts'
import { GalleryPage } from './gallery-page.tsx'

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:thumbnail')
  URL.revokeObjectURL = vi.fn()
})

afterEach(() => vi.unstubAllGlobals())

const item = (over: Partial<GalleryItem>): GalleryItem => ({
  id: '01a200a8-0000-7000-8000-000000000001',
  objectType: 'WORKSPACE',
  objectId: null,
  visibility: 'GALLERY',
  fileName: 'Zahrada.jpg',
  title: 'Zahrada',
  contentType: 'image/jpeg',
  size: 820 * 1024,
  language: null,
  width: 1600,
  height: 1200,
  createdAt: '2027-03-12T09:00:00Z',
  thumbnailUrl: fillPath(attachmentThumbnail.path, { slugs: 'demo', id: '01a200a8-0000-7000-8000-000000000001' }),
  pcloud: { state: 'NONE', fileId: null, storedAt: null, problem: null },
  ...over,
})

const connection = (over: Partial<PCloudConnection> = {}): PCloudConnection => ({
  connected: true,
  region: 'EU',
  folderPath: '/Innkeep',
  version: 0,
  updatedAt: '2027-03-01T09:00:00Z',
  problem: null,
  stored: 1,
  queued: 0,
  ...over,
})

const stored = item({
  id: '01a200a8-0000-7000-8000-000000000002',
  title: 'Pokoj Lípa',
  fileName: 'Pokoj.jpg',
  thumbnailUrl: fillPath(attachmentThumbnail.path, { slugs: 'demo', id: '01a200a8-0000-7000-8000-000000000002' }),
  pcloud: { state: 'STORED', fileId: '9007199254740993', storedAt: '2027-03-12T10:00:00Z', problem: null },
})
const failed = item({
  id: '01a200a8-0000-7000-8000-000000000003',
  title: 'Sklep',
  pcloud: { state: 'FAILED', fileId: null, storedAt: null, problem: 'PCLOUD_UNAUTHORIZED' },
})

const CAR_ID = '01a200a8-0000-7000-8000-0000000000c1'
const CONTRACT_ID = '01a200a8-0000-7000-8000-0000000000c2'
const CAR = carItem({ id: CAR_ID, name: 'Adria Twin', plate: '7E2 1234' })
const CONTRACT = contractSummary({
  id: CONTRACT_ID,
  number: '2027-0004',
  contactName: 'Jan Novák',
  carId: CAR_ID,
  carName: 'Adria Twin',
  plate: CAR.plate,
  resourceName: null,
})

let api: ReturnType<typeof fakeApi>

function answer(items: GalleryItem[], pcloud = connection()) {
  api = fakeApi([
    [attachmentThumbnail, () => file('jpeg', 'image/jpeg')],
    [
      getGalleryData,
      () => ({
        items,
        total: items.length,
        page: 0,
        size: 24,
        pcloud: { connected: pcloud.connected, folderPath: pcloud.folderPath },
      }),
    ],
    [storeToPCloud, () => ({ queued: items[0] ? [items[0].id] : [], alreadyQueued: [], alreadyStored: [] })],
    [savePCloudConnection, () => connection()],
    [getPCloudConnection, () => pcloud],
    [listResources, () => []],
    [carList, () => ({ items: [CAR], total: 1, page: 0, size: 100 })],
    [listContracts, () => ({ items: [CONTRACT], total: 1, page: 0, size: 100 })],
    [user, () => member('OWNER')],
  ])
  return api
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/:slugs/gallery" element={<GalleryPage />} />
    </Routes>,
    { path: '/demo/gallery' },
  )
}

describe('GalleryPage', () => {
  it('shows the photos as thumbnails fetched with the staff headers, with their pCloud state', async () => {
    answer([item({}), stored, failed])
    renderPage()
    const tile = (await screen.findByText('Zahrada')).closest('[data-testid="gallery-tile"]') as HTMLElement
    expect(within(tile).getByText('Není v pCloud')).toBeTruthy()
    expect(screen.getByText('V pCloud')).toBeTruthy()
    expect(screen.getByText('Neuloženo')).toBeTruthy()
    await vi.waitFor(() => expect(api.calls(attachmentThumbnail)).toHaveLength(3))
    expect(api.calls(attachmentThumbnail)[0]?.headers.get('Accept-Language')).toBe('cs')
    expect((await within(tile).findByRole('img', { name: 'Zahrada' })).getAttribute('src')).toBe('blob:thumbnail')
    const query = api.calls(getGalleryData)[0]
    expect(query?.method).toBe('POST')
    expect(query?.body).toEqual({ page: 0, size: 24 })
  })

  it('saves every photo not yet in pCloud with one click', async () => {
    answer([item({}), stored, failed])
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Uložit do pCloud (2)' }))
    await vi.waitFor(() => expect(api.calls(storeToPCloud)).toHaveLength(1))
    const store = api.calls(storeToPCloud)[0]
    expect(store?.params).toEqual({ slugs: 'demo' })
    expect(store?.method).toBe('PUT')
    expect(store?.body).toEqual({ attachmentIds: [item({}).id, failed.id] })
    expect(await screen.findByText(/Do pCloud se ukládá: 1/)).toBeTruthy()
  })

  it('saves only the chosen photos', async () => {
    answer([item({}), stored, failed])
    renderPage()
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Vybrat fotografii Sklep' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Uložit do pCloud (1)' }))
    await vi.waitFor(() => expect(api.calls(storeToPCloud)).toHaveLength(1))
    expect(api.calls(storeToPCloud)[0]?.body).toEqual({ attachmentIds: [failed.id] })
  })

  it('connects pCloud from the settings card with region, token and folder', async () => {
    const none = connection({
      connected: false,
      region: null,
      folderPath: null,
      version: null,
      updatedAt: null,
      stored: 0,
    })
    answer([item({})], none)
    renderPage()
    expect(await screen.findByText('Nepřipojeno')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Uložit do pCloud (1)' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(screen.getByLabelText(/Přístupový token/), {
      target: { value: 'abcdefghijklmnopqrstuvwxyz123456' },
    })
    fireEvent.change(screen.getByLabelText(/Složka v pCloud/), { target: { value: '/Innkeep/Fotky' } })
    fireEvent.click(screen.getByRole('button', { name: 'Připojit pCloud' }))
    await vi.waitFor(() => expect(api.calls(savePCloudConnection)).toHaveLength(1))
    expect(api.calls(savePCloudConnection)[0]?.body).toEqual({
      region: 'EU',
      folderPath: '/Innkeep/Fotky',
      accessToken: 'abcdefghijklmnopqrstuvwxyz123456',
    })
  })

  it('shows one vehicle’s or one rental contract’s photos, and adds photos there as private', async () => {
    answer([item({ objectType: 'CAR', objectId: CAR_ID, visibility: 'PRIVATE', title: 'Adria zepředu' })])
    renderPage()
    await screen.findByText('Adria zepředu')
    const choose = async (name: string) => {
      fireEvent.click(screen.getByRole('combobox', { name: 'Zobrazit' }))
      const listbox = await screen.findByRole('listbox', { hidden: true })
      fireEvent.click(await within(listbox).findByRole('option', { name, hidden: true }))
    }
    await choose('Fotografie domu (všechny)')
    expect(await screen.findByRole('switch', { name: 'Do veřejné galerie' })).toBeTruthy()
    await choose('Adria Twin · 7E2 1234')
    await vi.waitFor(() =>
      expect(api.calls(getGalleryData).at(-1)?.body).toEqual({
        page: 0,
        size: 24,
        objectType: 'CAR',
        objectId: CAR_ID,
      }),
    )
    // a vehicle's photos never go public (the server refuses it): no switch to offer it
    expect(screen.queryByRole('switch', { name: 'Do veřejné galerie' })).toBeNull()
    await choose('2027-0004 · Jan Novák · Adria Twin')
    await vi.waitFor(() =>
      expect(api.calls(getGalleryData).at(-1)?.body).toMatchObject({
        objectType: 'CONTRACT',
        objectId: CONTRACT_ID,
      }),
    )
  })

  it('says what to do when the gallery is empty', async () => {
    answer([])
    renderPage()
    expect(await screen.findByText('Tady zatím nejsou žádné fotografie')).toBeTruthy()
    expect(screen.getByTestId('gallery-drop-zone')).toBeTruthy()
  })
})
