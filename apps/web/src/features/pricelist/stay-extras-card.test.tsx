// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { listStayExtras, type Role, saveStayExtra, user } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { findOption, typeInto } from '../../test/form-fields.ts'
import { FIRST_PAINT, member, renderRoute, spaced } from '../../test/render.tsx'
import { extra } from '../../test/stay-test-data.ts'
import { StayExtrasCard } from './stay-extras-card.tsx'

afterEach(() => vi.unstubAllGlobals())

const BREAKFAST = extra({ version: 3 })

function serve(role: Role) {
  return fakeApi([
    [listStayExtras, () => [BREAKFAST]],
    [saveStayExtra, ({ body }) => extra({ ...body, id: body.id ?? '01a200a8-0000-7000-8000-00000000e209' })],
    [user, () => member(role)],
  ])
}

function renderCard(role: Role) {
  renderRoute('/:slugs/pricelist', <StayExtrasCard slug="demo" canEdit={role !== 'RECEPTION'} />, '/demo/pricelist', {
    role,
  })
}

describe('the extras of the price list', () => {
  it('lists each extra with its unit in words, price, VAT and whether guests may choose it', async () => {
    serve('RECEPTION')
    renderCard('RECEPTION')
    const row = await screen.findByTestId('extra-row', {}, FIRST_PAINT)
    expect(spaced(row.textContent)).toBe('SnídaněBreakfastza osobu a noc150,00 Kč12 %AnoNabízí se')
    // reception reads the extras; only who may change the price list edits them
    expect(screen.queryByRole('button', { name: 'Nová služba' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Upravit Snídaně' })).toBeNull()
  })

  it('saves a new extra with its price in haléř', async () => {
    const api = serve('OWNER')
    renderCard('OWNER')
    fireEvent.click(await screen.findByRole('button', { name: 'Nová služba' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog')
    typeInto('Název', 'Parkování')
    fireEvent.click(await findOption('Účtuje se', 'za noc'))
    typeInto('Cena s DPH', '200')
    fireEvent.click(await findOption('DPH', '21 %'))
    fireEvent.click(within(dialog).getByLabelText('Host si ji může vybrat při rezervaci'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))

    await waitFor(() => expect(api.calls(saveStayExtra)).toHaveLength(1))
    expect(api.calls(saveStayExtra)[0]?.body).toEqual({
      name: 'Parkování',
      nameEn: '',
      unit: 'PER_NIGHT',
      price: 200_00,
      vatRate: 21,
      guestSelectable: true,
      active: true,
    })
  })

  it('retires an extra by changing it at the version it was read', async () => {
    const api = serve('MANAGER')
    renderCard('MANAGER')
    fireEvent.click(await screen.findByRole('button', { name: 'Upravit Snídaně' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog')
    const offered = within(dialog).getByRole('switch', { name: /^Nabízí se/ }) as HTMLInputElement
    expect(offered.checked).toBe(true)
    fireEvent.click(offered)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))

    await waitFor(() => expect(api.calls(saveStayExtra)).toHaveLength(1))
    expect(api.calls(saveStayExtra)[0]?.body).toMatchObject({
      id: BREAKFAST.id,
      version: 3,
      name: 'Snídaně',
      price: 150_00,
      active: false,
    })
  })
})
