// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type Attachment,
  deleteAttachment,
  listAttachments,
  updateAttachment,
  uploadAttachment,
} from '@innkeep/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { findOption } from '../../test/form-fields.ts'
import { renderWithProviders } from '../../test/render.tsx'
import { AttachmentsPage } from './attachments-page.tsx'

afterEach(() => vi.unstubAllGlobals())

const attachment = (over: Partial<Attachment>): Attachment => ({
  id: '01a200a8-0000-7000-8000-000000000001',
  objectType: 'WORKSPACE',
  objectId: null,
  visibility: 'GUESTS',
  fileName: 'Domovní řád.pdf',
  title: 'Domovní řád',
  contentType: 'application/pdf',
  size: 1.5 * 1024 * 1024,
  language: null,
  width: null,
  height: null,
  createdAt: '2027-03-12T09:00:00Z',
  thumbnailUrl: null,
  ...over,
})

const page = (items: Attachment[]) => ({ items, total: items.length, page: 0, size: 100 })

let api: ReturnType<typeof fakeApi>

function answer(documents: Attachment[], photos: Attachment[]) {
  api = fakeApi([
    [listAttachments, ({ query }) => (query.get('visibility') === 'GALLERY' ? page(photos) : page(documents))],
    [uploadAttachment, () => attachment({ fileName: 'Příjezd.pdf' })],
    [deleteAttachment, ({ params }) => ({ id: params.id })],
    [updateAttachment, ({ params }) => attachment({ id: params.id, language: 'en' })],
  ])
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/:slugs/settings/files" element={<AttachmentsPage />} />
    </Routes>,
    { path: '/demo/settings/files' },
  )
}

describe('AttachmentsPage', () => {
  it('lists the house documents with who sees them, size and date, and the gallery photos', async () => {
    const photo = attachment({
      id: '01a200a8-0000-7000-8000-000000000009',
      visibility: 'GALLERY',
      title: 'Zahrada',
      fileName: 'Zahrada.jpg',
      contentType: 'image/jpeg',
    })
    answer(
      [
        attachment({}),
        attachment({ id: '01a200a8-0000-7000-8000-000000000002', visibility: 'PRIVATE', title: 'Interní' }),
      ],
      [photo],
    )
    renderPage()
    const row = (await screen.findByText('Domovní řád')).closest('tr') as HTMLElement
    expect(within(row).getByText('Hosté')).toBeTruthy()
    expect(within(row).getByText('1,5 MB')).toBeTruthy()
    expect(within(row).getByText('12. 3. 2027')).toBeTruthy()
    expect(screen.getByText('Jen personál')).toBeTruthy()
    const image = await screen.findByRole('img', { name: 'Zahrada' })
    expect(image.getAttribute('src')).toMatch(
      /\/public\/gallery\/demo\/01a200a8-0000-7000-8000-000000000009\/thumbnail$/,
    )
  })

  it('uploads a chosen document for guests as base64', async () => {
    answer([], [])
    renderPage()
    await screen.findByText('Zatím tu nejsou žádné dokumenty')
    const [input] = document.querySelectorAll<HTMLInputElement>('input[type=file]')
    const file = new File(['%PDF-1.4 test'], 'Příjezd.pdf', { type: 'application/pdf' })
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } })
    await vi.waitFor(() => expect(api.calls(uploadAttachment)).not.toHaveLength(0))
    const [upload] = api.calls(uploadAttachment)
    expect(upload?.params).toEqual({ slugs: 'demo' })
    expect(upload?.url.search).toBe('')
    expect(upload?.body).toEqual({
      objectType: 'WORKSPACE',
      visibility: 'GUESTS',
      language: null,
      fileName: 'Příjezd.pdf',
      contentBase64: btoa('%PDF-1.4 test'),
    })
  })

  it('uploads house rules for the German guests, and changes a document’s language in place', async () => {
    answer([attachment({})], [])
    renderPage()
    await screen.findByText('Domovní řád')
    fireEvent.click(await findOption('Pro hosty, kteří mluví', 'německy'))
    const [input] = document.querySelectorAll<HTMLInputElement>('input[type=file]')
    const file = new File(['%PDF-1.4 test'], 'Hausordnung.pdf', { type: 'application/pdf' })
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } })
    await vi.waitFor(() => expect(api.calls(uploadAttachment)).not.toHaveLength(0))
    expect(api.calls(uploadAttachment)[0]?.body).toMatchObject({ visibility: 'GUESTS', language: 'de' })

    fireEvent.click(await findOption('Pro hosty, kteří mluví – Domovní řád', 'anglicky'))
    await vi.waitFor(() => expect(api.calls(updateAttachment)).not.toHaveLength(0))
    expect(api.calls(updateAttachment)[0]?.body).toEqual({ language: 'en' })
  })

  it('deletes a document after the confirmation', async () => {
    answer([attachment({})], [])
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Smazat Domovní řád.pdf' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Smazat' }))
    await vi.waitFor(() => expect(api.calls(deleteAttachment)).not.toHaveLength(0))
    const [removal] = api.calls(deleteAttachment)
    expect(removal?.params).toEqual({ slugs: 'demo', id: '01a200a8-0000-7000-8000-000000000001' })
    expect(removal?.url.search).toBe('')
  })
})
