// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { carList, listContacts, listResources, type Message, saveContract, user } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi } from '../../test/fake-api.ts'
import { member } from '../../test/render.tsx'
import { room } from '../../test/rooms-test-data.ts'
import { carItem, RENTER } from '../../test/vehicles-test-data.ts'
import { renderVehicles } from './vehicles-test-render.tsx'

const BENIMAR = carItem()
const NUGGET = carItem({
  id: '01a200a8-0000-7000-8000-0000000000a2',
  name: 'Ford Transit Nugget Plus',
  plate: '5P8 3921',
  pricePerDay: 390000,
  deposit: 3000000,
})

const ROOM_ID = '01a200a8-0000-7000-8000-0000000000d1'
const ROOM = room({
  id: ROOM_ID,
  groupId: '01a200a8-0000-7000-8000-0000000000d0',
  name: 'Pokoj 101 – Lípa',
  twinBeds: 1,
  singleBeds: 0,
})

const TAKEN: Message = {
  scope: 'FIELD',
  severity: 'VALIDATION',
  code: 'vehicles.carTaken',
  field: 'carId',
  text: 'Vozidlo je v tomto termínu už půjčené: smlouva 2027-0003 (Lenka Veselá, 5. 7. 2027 – 12. 7. 2027).',
}

let api: ReturnType<typeof fakeApi>
let onSave: (body: Record<string, unknown>) => unknown = () => fail.validation([TAKEN])

const serve = () =>
  fakeApi([
    [carList, () => ({ items: [BENIMAR, NUGGET], total: 2, page: 0, size: 100 })],
    [listContacts, () => ({ items: [RENTER], total: 1, page: 0, size: 20 })],
    [listResources, () => [ROOM]],
    [saveContract, ({ body }) => onSave(body)],
    [user, () => member('RECEPTION')],
  ])

const saveCalls = () => api.calls(saveContract).map((call) => call.body)

const price = () => screen.getByRole('textbox', { name: 'Cena pronájmu' }) as HTMLInputElement
const typeDate = (name: string, value: string) => {
  const input = screen.getByRole('textbox', { name })
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}

async function choose(select: string, option: string | RegExp) {
  const input = await screen.findByRole('combobox', { name: select })
  fireEvent.click(input)
  const id = await waitFor(() => {
    const controls = input.getAttribute('aria-controls')
    if (!controls || !document.getElementById(controls)) throw new Error(`no listbox for ${select}`)
    return controls
  })
  const listbox = document.getElementById(id) as HTMLElement
  fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }))
}

/** A new contract for the Benimar (`?carId=`), the renter chosen, from 1 July. */
async function startContract() {
  renderVehicles(`/demo/contracts/new?carId=${BENIMAR.id}`, 'RECEPTION')
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Vozidlo' })).toHaveProperty('value', 'Benimar Tessoro 494 · 2AZ 4817'),
  )
  await choose('Nájemce', /Martin Kučera/)
  typeDate('Převzetí', '1. 7. 2027')
}

beforeEach(() => {
  onSave = () => fail.validation([TAKEN])
  api = serve()
})

afterEach(() => vi.unstubAllGlobals())

describe('the contract editor', () => {
  it("offers the car's price per day × days, the pickup and the return day both counted", async () => {
    await startContract()
    expect(price().value).toBe('')
    typeDate('Vrácení', '8. 7. 2027')
    await waitFor(() => expect(price().value).toBe('23200'))
    expect(screen.getByText('8 dní × 2 900,00 Kč = 23 200,00 Kč')).toBeTruthy()
    // the car's deposit comes with it
    expect(screen.getByRole('textbox', { name: 'Kauce' })).toHaveProperty('value', '20000')
  })

  it('follows another car and other days until a price is typed, then keeps what was typed', async () => {
    await startContract()
    typeDate('Vrácení', '8. 7. 2027')
    await waitFor(() => expect(price().value).toBe('23200'))
    await choose('Vozidlo', /Ford Transit Nugget Plus/)
    await waitFor(() => expect(price().value).toBe('31200'))

    fireEvent.change(price(), { target: { value: '28 000' } })
    typeDate('Vrácení', '10. 7. 2027')
    await screen.findByText('10 dní × 3 900,00 Kč = 39 000,00 Kč')
    expect(price().value).toBe('28 000')

    fireEvent.click(screen.getByRole('button', { name: 'Použít vypočtenou cenu' }))
    await waitFor(() => expect(price().value).toBe('39000'))
  })

  it('sends the price in haléř and shows a double rental on the period', async () => {
    await startContract()
    typeDate('Vrácení', '8. 7. 2027')
    await waitFor(() => expect(price().value).toBe('23200'))
    fireEvent.change(price(), { target: { value: '22 500,50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Založit smlouvu' }))

    await waitFor(() => expect(saveCalls()).toHaveLength(1))
    expect(saveCalls()[0]).toEqual({
      contactId: RENTER.id,
      carId: BENIMAR.id,
      resourceId: null,
      since: '2027-07-01',
      till: '2027-07-08',
      price: 2250050,
      deposit: 2000000,
      note: '',
    })
    // the message stands under the period (the server named the car: the days are what clash)
    const message = await screen.findByText(TAKEN.text)
    expect(message.parentElement?.querySelector('[data-testid="contract-period"]')).not.toBeNull()
    expect(message.parentElement?.textContent).toContain('Termín')
    expect(screen.getByRole('textbox', { name: 'Převzetí' }).getAttribute('aria-invalid')).toBe('true')
  })

  it('rents a room long-term without a return day, for a price that must be given', async () => {
    await startContract()
    fireEvent.click(screen.getByRole('radio', { name: 'Dlouhodobý pronájem prostoru' }))
    await choose('Pokoj nebo místo', 'Pokoj 101 – Lípa')
    fireEvent.click(screen.getByRole('button', { name: 'Založit smlouvu' }))
    expect(await screen.findByText('Vyplňte cenu pronájmu.')).toBeTruthy()
    expect(saveCalls()).toHaveLength(0)

    fireEvent.change(price(), { target: { value: '45 000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Založit smlouvu' }))
    await waitFor(() => expect(saveCalls()).toHaveLength(1))
    expect(saveCalls()[0]).toMatchObject({ carId: null, resourceId: ROOM_ID, till: null, price: 4500000, deposit: 0 })
  })

  it('refuses a return day that is not after the pickup day before asking the server', async () => {
    await startContract()
    typeDate('Vrácení', '1. 7. 2027')
    fireEvent.click(screen.getByRole('button', { name: 'Založit smlouvu' }))
    expect(await screen.findByText('Datum vrácení musí být po datu převzetí.')).toBeTruthy()
    expect(saveCalls()).toHaveLength(0)
  })
})
