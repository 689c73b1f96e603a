// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { listPricelist, saveResource } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { typeInto } from '../../test/form-fields.ts'
import { FIRST_PAINT, renderWithProviders } from '../../test/render.tsx'
import { GROUP_ID, ROOM_ID, room } from '../../test/rooms-test-data.ts'
import { ResourceDialog, type ResourceEditing } from './resource-dialog.tsx'

afterEach(() => vi.unstubAllGlobals())

function serve() {
  return fakeApi([
    [listPricelist, () => []],
    [saveResource, ({ body }) => ({ ...room(), name: body.name, translations: body.translations ?? {}, version: 1 })],
  ])
}

async function openDialog(editing: ResourceEditing) {
  renderWithProviders(
    <ResourceDialog slug="demo" editing={editing} groups={[{ id: GROUP_ID, name: 'Pokoje' }]} onClose={vi.fn()} />,
  )
  const dialog = await screen.findByRole('dialog', {}, FIRST_PAINT)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Překlady pro hosty' }))
  return dialog
}

describe('a room’s texts for guests in other languages', () => {
  it('send what was written for a new room, empty where nothing was', async () => {
    const api = serve()
    const dialog = await openDialog({ groupId: GROUP_ID, kind: 'PENSIONROOM' })
    typeInto('Název', 'Pokoj 101')
    typeInto('Název anglicky', 'Room 101')
    typeInto('Popis německy', 'Mit Balkon.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))

    await waitFor(() => expect(api.calls(saveResource)).toHaveLength(1))
    expect(api.calls(saveResource)[0]?.body.translations).toEqual({
      en: { name: 'Room 101', description: '' },
      de: { name: '', description: 'Mit Balkon.' },
    })
  })

  it('start from the saved ones and go back with the room', async () => {
    const api = serve()
    const translations = { en: { name: 'Room 101', description: 'With a balcony.' } }
    const dialog = await openDialog({ resource: room({ translations }) })
    expect(within(dialog).getByLabelText<HTMLInputElement>('Název anglicky').value).toBe('Room 101')
    typeInto('Název německy', 'Zimmer 101')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))

    await waitFor(() => expect(api.calls(saveResource)).toHaveLength(1))
    expect(api.calls(saveResource)[0]?.body).toMatchObject({
      id: ROOM_ID,
      translations: { en: translations.en, de: { name: 'Zimmer 101', description: '' } },
    })
  })
})
