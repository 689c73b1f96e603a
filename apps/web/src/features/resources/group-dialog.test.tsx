// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { type ResourceGroup, saveResourceGroup } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { typeInto } from '../../test/form-fields.ts'
import { FIRST_PAINT, renderWithProviders } from '../../test/render.tsx'
import { GROUP_ID, roomGroup } from '../../test/rooms-test-data.ts'
import { GroupDialog } from './group-dialog.tsx'

afterEach(() => vi.unstubAllGlobals())

/** The save answers the group as sent, one version on. */
function serve(saved: ResourceGroup = roomGroup()) {
  return fakeApi([
    [
      saveResourceGroup,
      ({ body }) => ({
        ...saved,
        name: body.name,
        cancellationPolicy: body.cancellationPolicy ?? null,
        translations: body.translations ?? {},
        version: saved.version + 1,
      }),
    ],
  ])
}

const POLICY_SWITCH = /^Zrušení rezervace je zpoplatněné/

async function openDialog(group: ResourceGroup | 'new', onClose = vi.fn()) {
  renderWithProviders(<GroupDialog slug="demo" group={group} onClose={onClose} />)
  return screen.findByRole('dialog', {}, FIRST_PAINT)
}

const openTranslations = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Překlady pro hosty' }))

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))

describe('the cancellation policy of a group', () => {
  it('is off for a new group and sends none', async () => {
    const api = serve()
    const dialog = await openDialog('new')
    expect(within(dialog).getByRole<HTMLInputElement>('switch', { name: POLICY_SWITCH }).checked).toBe(false)
    expect(within(dialog).queryByLabelText('Zdarma do (dní před příjezdem)')).toBeNull()
    typeInto('Název skupiny', 'Pokoje')
    save(dialog)

    await waitFor(() => expect(api.calls(saveResourceGroup)).toHaveLength(1))
    expect(api.calls(saveResourceGroup)[0]?.body).toMatchObject({ name: 'Pokoje', cancellationPolicy: null })
  })

  it('sends the free days and both percents once charged, and says them in one sentence', async () => {
    const api = serve()
    const dialog = await openDialog('new')
    typeInto('Název skupiny', 'Pokoje')
    fireEvent.click(within(dialog).getByRole('switch', { name: POLICY_SWITCH }))
    const preview = await within(dialog).findByTestId('policy-preview')
    expect(preview.textContent).toBe('Zdarma do 14 dnů před příjezdem, potom 50 %, v den příjezdu 100 % ceny pobytu.')

    typeInto('Zdarma do (dní před příjezdem)', '1')
    typeInto('Poplatek po této lhůtě (%)', '30')
    typeInto('Nezrušená rezervace / zrušení v den příjezdu (%)', '80')
    await waitFor(() =>
      expect(preview.textContent).toBe('Zdarma do 1 dne před příjezdem, potom 30 %, v den příjezdu 80 % ceny pobytu.'),
    )
    save(dialog)

    await waitFor(() => expect(api.calls(saveResourceGroup)).toHaveLength(1))
    expect(api.calls(saveResourceGroup)[0]?.body).toMatchObject({
      name: 'Pokoje',
      cancellationPolicy: { freeDays: 1, feePercent: 30, noShowPercent: 80 },
    })
  })

  it('starts from the saved policy and sends null when cancelling becomes free', async () => {
    const api = serve()
    const group = roomGroup({ cancellationPolicy: { freeDays: 7, feePercent: 40, noShowPercent: 90 }, version: 3 })
    const dialog = await openDialog(group)
    expect(within(dialog).getByRole<HTMLInputElement>('switch', { name: POLICY_SWITCH }).checked).toBe(true)
    expect(within(dialog).getByLabelText<HTMLInputElement>('Zdarma do (dní před příjezdem)').value).toBe('7')
    expect(within(dialog).getByTestId('policy-preview').textContent).toBe(
      'Zdarma do 7 dnů před příjezdem, potom 40 %, v den příjezdu 90 % ceny pobytu.',
    )
    fireEvent.click(within(dialog).getByRole('switch', { name: POLICY_SWITCH }))
    save(dialog)

    await waitFor(() => expect(api.calls(saveResourceGroup)).toHaveLength(1))
    expect(api.calls(saveResourceGroup)[0]?.body).toMatchObject({
      id: GROUP_ID,
      version: 3,
      cancellationPolicy: null,
    })
  })

  it('sends the saved policy back unchanged', async () => {
    const api = serve()
    const policy = { freeDays: 30, feePercent: 20, noShowPercent: 100 }
    const dialog = await openDialog(roomGroup({ cancellationPolicy: policy }))
    save(dialog)
    await waitFor(() => expect(api.calls(saveResourceGroup)).toHaveLength(1))
    expect(api.calls(saveResourceGroup)[0]?.body.cancellationPolicy).toEqual(policy)
  })
})

describe('the group’s texts for guests in other languages', () => {
  it('are folded away and send what was written, empty where nothing was', async () => {
    const api = serve()
    const dialog = await openDialog('new')
    typeInto('Název skupiny', 'Pokoje')
    const toggle = within(dialog).getByRole('button', { name: 'Překlady pro hosty' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    typeInto('Název anglicky', 'Rooms')
    typeInto('Popis anglicky', 'Quiet rooms with a garden view.')
    typeInto('Název německy', 'Zimmer')
    save(dialog)

    await waitFor(() => expect(api.calls(saveResourceGroup)).toHaveLength(1))
    expect(api.calls(saveResourceGroup)[0]?.body.translations).toEqual({
      en: { name: 'Rooms', description: 'Quiet rooms with a garden view.' },
      de: { name: 'Zimmer', description: '' },
    })
  })

  it('start from the saved ones and go back with the group', async () => {
    const api = serve()
    const translations = {
      en: { name: 'Rooms', description: 'Quiet rooms.' },
      de: { name: 'Zimmer', description: 'Ruhige Zimmer.' },
    }
    const dialog = await openDialog(roomGroup({ translations }))
    openTranslations(dialog)
    expect(within(dialog).getByLabelText<HTMLInputElement>('Název německy').value).toBe('Zimmer')
    typeInto('Popis anglicky', 'Quiet rooms by the garden.')
    save(dialog)

    await waitFor(() => expect(api.calls(saveResourceGroup)).toHaveLength(1))
    expect(api.calls(saveResourceGroup)[0]?.body.translations).toEqual({
      en: { name: 'Rooms', description: 'Quiet rooms by the garden.' },
      de: translations.de,
    })
  })
})
