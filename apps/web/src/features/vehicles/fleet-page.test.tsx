// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { borrowedCarsList, type CarListItem, carList, user } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeCall, fakeApi } from '../../test/fake-api.ts'
import { member } from '../../test/render.tsx'
import { carItem, contractSummary } from '../../test/vehicles-test-data.ts'
import { renderVehicles } from './vehicles-test-render.tsx'

const BENIMAR = carItem({ currentContract: contractSummary({ end: '2027-07-08' }) })
const KNAUS = carItem({
  id: '01a200a8-0000-7000-8000-0000000000a3',
  name: 'Knaus Südwind 500 FU',
  vehicleType: 'CARAVAN',
  plate: '3SC 2745',
  pricePerDay: 250000,
})
const OLD = carItem({ id: '01a200a8-0000-7000-8000-0000000000a4', name: 'Starý Hymer', plate: '', active: false })

let api: ReturnType<typeof fakeApi>

/** The server as the fleet sees it: type, activity and text filter the cars; nobody is out on the borrowed list. */
function fleet({ query: q }: FakeCall) {
  const items = [BENIMAR, KNAUS, OLD].filter(
    (car: CarListItem) =>
      (!q.get('vehicleType') || car.vehicleType === q.get('vehicleType')) &&
      (!q.get('active') || String(car.active) === q.get('active')) &&
      car.name.toLowerCase().includes((q.get('text') ?? '').toLowerCase()),
  )
  return { items, total: items.length, page: 0, size: 50 }
}

const serve = (cars: (call: FakeCall) => unknown = fleet) =>
  fakeApi([
    [borrowedCarsList, () => []],
    [carList, cars],
    [user, () => member('OWNER')],
  ])

const carListCalls = () => api.calls(carList).map((call) => call.url)
const lastQuery = () => Object.fromEntries(carListCalls().at(-1)?.searchParams ?? [])
const rows = () => screen.getAllByTestId('car-row').map((row) => row.textContent?.replace(/\s/g, ' '))

beforeEach(() => {
  api = serve()
})

afterEach(() => vi.unstubAllGlobals())

describe('the fleet list', () => {
  it('shows the vehicles in service with type, plate, seats and beds, price per day and whether they are out', async () => {
    renderVehicles('/demo/vehicles')
    await screen.findByText('Benimar Tessoro 494')
    expect(lastQuery()).toEqual({ active: 'true', page: '0', size: '50' })
    expect(rows()).toEqual([
      expect.stringMatching(
        /Benimar Tessoro 494.*2AZ 4817.*Obytný vůz.*4 \/ 4.*2 900,00 Kč.*Půjčené.*do 8\. 7\. 2027 · Martin Kučera/,
      ),
      expect.stringMatching(/Knaus Südwind 500 FU.*3SC 2745.*Obytný přívěs.*2 500,00 Kč.*Volné/),
    ])
  })

  it('takes type, activity and text from the address, so a reload shows the same list', async () => {
    renderVehicles('/demo/vehicles?type=CARAVAN&active=all&q=knaus')
    await screen.findByText('Knaus Südwind 500 FU')
    expect(lastQuery()).toEqual({ vehicleType: 'CARAVAN', text: 'knaus', page: '0', size: '50' })
    expect(screen.getByRole('searchbox', { name: 'Hledat vozidlo' })).toHaveProperty('value', 'knaus')
    expect(screen.getByRole('radio', { name: 'Všechna' })).toHaveProperty('checked', true)
  })

  it('puts a chosen type and activity into the address and asks the server for them', async () => {
    const { router } = renderVehicles('/demo/vehicles')
    await screen.findByText('Benimar Tessoro 494')
    fireEvent.click(screen.getByRole('combobox', { name: 'Typ vozidla' }))
    const listbox = await screen.findByRole('listbox', { hidden: true })
    fireEvent.click(within(listbox).getByRole('option', { name: 'Obytný přívěs', hidden: true }))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(router.state.location.search).toBe('?type=CARAVAN')
    expect(lastQuery()).toMatchObject({ vehicleType: 'CARAVAN', active: 'true' })

    fireEvent.click(screen.getByRole('radio', { name: 'Vyřazená' }))
    await waitFor(() => expect(router.state.location.search).toBe('?type=CARAVAN&active=false'))
    expect(lastQuery()).toMatchObject({ vehicleType: 'CARAVAN', active: 'false' })
    expect(await screen.findByText('Tomuto hledání žádné vozidlo neodpovídá')).toBeTruthy()
  })

  it('asks the server for the typed text once typing rests, and keeps it in the address', async () => {
    const { router } = renderVehicles('/demo/vehicles')
    await screen.findByText('Benimar Tessoro 494')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Hledat vozidlo' }), { target: { value: 'ben' } })
    expect(carListCalls().some((url) => url.searchParams.has('text'))).toBe(false)
    await waitFor(() => expect(screen.queryByText('Knaus Südwind 500 FU')).toBeNull())
    expect(lastQuery()).toMatchObject({ text: 'ben' })
    expect(router.state.location.search).toBe('?q=ben')
  })

  it('offers a first vehicle when the fleet is empty', async () => {
    serve(() => ({ items: [], total: 0, page: 0, size: 50 }))
    const { router } = renderVehicles('/demo/vehicles')
    expect(await screen.findByText('Zatím tu nejsou žádná vozidla')).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: /Nové vozidlo/ })[1] as HTMLElement)
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/vehicles/new'))
  })
})
