// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { getPricelistItem, savePricelistItem, user } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FakeAnswer, fail, fakeApi, message } from '../../test/fake-api.ts'
import { findOption, typeInto } from '../../test/form-fields.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { PricelistItemDialog } from './pricelist-item-dialog.tsx'
import { pricelistItem, stayRule } from './pricelist-test-data.ts'

afterEach(() => vi.unstubAllGlobals())

const WEEKEND = pricelistItem({
  version: 4,
  rules: [stayRule({ kind: 'MIN_NIGHTS', weekdays: [5], nights: 2 })],
})

function serve(
  save: FakeAnswer<typeof savePricelistItem> = ({ body }) => pricelistItem({ code: body.code, name: body.name }),
) {
  return fakeApi([
    [getPricelistItem, () => WEEKEND],
    [savePricelistItem, save],
    [user, () => member('OWNER')],
  ])
}

function renderDialog(item: Parameters<typeof PricelistItemDialog>[0]['item']) {
  renderRoute(
    '/:slugs/pricelist',
    <PricelistItemDialog slug="demo" item={item} onClose={() => undefined} />,
    '/demo/pricelist',
  )
}

const change = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })

/** A new item DBL at 1 450 Kč with one rule added: the rule's group. */
async function newItemWithRule() {
  const dialog = await screen.findByRole('dialog', {}, FIRST_PAINT)
  typeInto('Kód', 'DBL')
  typeInto('Název', 'Dvoulůžkový pokoj')
  typeInto('Cena s DPH za noc', '1450')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Přidat pravidlo' }))
  return { dialog, rule: await within(dialog).findByRole('group', { name: 'Pravidlo 1' }) }
}

describe('stay rules in the price-list item dialog', () => {
  it('adds a length-of-stay discount on Fridays and saves it with the item', async () => {
    const api = serve()
    renderDialog('new')
    const { dialog, rule } = await newItemWithRule()
    fireEvent.click(await findOption('Druh pravidla', 'Sleva za délku pobytu'))
    change(rule, 'Od počtu nocí', '7')
    change(rule, 'Změna ceny v %', '-10')
    fireEvent.click(within(rule).getByRole('checkbox', { name: 'Pá' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))

    await waitFor(() => expect(api.calls(savePricelistItem)).toHaveLength(1))
    expect(api.calls(savePricelistItem)[0]?.body.rules).toEqual([
      stayRule({ kind: 'LENGTH_DISCOUNT', weekdays: [5], nights: 7, percent: -10 }),
    ])
  })

  it('says at the field what a rule lacks, and sends nothing', async () => {
    const api = serve()
    renderDialog('new')
    const { dialog, rule } = await newItemWithRule()
    fireEvent.click(await findOption('Druh pravidla', 'Cena za noc (dny v týdnu, obsazenost)'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))

    expect(await within(rule).findByText('Zadejte cenu, nebo změnu ceny v %.')).toBeTruthy()
    expect(api.calls(savePricelistItem)).toHaveLength(0)
  })

  it("shows the server's message on the rule's field it names", async () => {
    serve(() => fail.validation([message('Nejméně 1 noc.', 'rules.0.nights', 'validation.tooSmall')]))
    renderDialog('new')
    const { dialog, rule } = await newItemWithRule()
    change(rule, 'Nejméně nocí', '2')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))

    expect(await within(rule).findByText('Nejméně 1 noc.')).toBeTruthy()
    expect(within(rule).getByLabelText('Nejméně nocí').getAttribute('aria-invalid')).toBe('true')
  })

  it("loads an item's rules and saves them again at its version", async () => {
    const api = serve()
    renderDialog(WEEKEND)
    const dialog = await screen.findByRole('dialog', {}, FIRST_PAINT)
    const rule = await within(dialog).findByRole('group', { name: 'Pravidlo 1' })
    expect((within(rule).getByLabelText('Nejméně nocí') as HTMLInputElement).value).toBe('2')
    expect((within(rule).getByRole('checkbox', { name: 'Pá' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))

    await waitFor(() => expect(api.calls(savePricelistItem)).toHaveLength(1))
    expect(api.calls(savePricelistItem)[0]?.body).toMatchObject({ version: 4, rules: WEEKEND.rules })
  })
})
