// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  carList,
  contractPdf,
  getLabel,
  getObjectLabels,
  getRentalDetail,
  listAttachments,
  listContacts,
  listResources,
  type RentalDetail,
  type RentalRecord,
  type Role,
  saveRentalRecord,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeFailure, fail, fakeApi } from '../../test/fake-api.ts'
import { member } from '../../test/render.tsx'
import { carItem, contractSummary, RENTER } from '../../test/vehicles-test-data.ts'
import { renderVehicles } from './vehicles-test-render.tsx'

const { currentContract: _current, nextContract: _next, ...CAR } = carItem()
const CONTRACT_ID = contractSummary().id

const HANDOVER: RentalRecord = {
  kind: 'HANDOVER',
  at: '2027-07-01T07:30:00Z',
  mileage: 48_210,
  fuelEighths: 8,
  damageNotes: '',
  recordedBy: 'Jana Nováková',
  version: 0,
  depositTaken: 20_000_00,
  depositMethod: 'CASH',
  depositReturned: null,
  depositWithheldReason: '',
}

function detailWith(over: Partial<RentalDetail> = {}): RentalDetail {
  return {
    contract: contractSummary({ handedOver: over.handover != null }),
    contact: RENTER,
    car: CAR,
    resource: null,
    handover: null,
    return: null,
    days: 8,
    invoices: [],
    ...over,
  }
}

let api: ReturnType<typeof serve>
let detail = detailWith()
let role: Role = 'RECEPTION'
let onRecord: (body: Record<string, unknown>) => RentalDetail | FakeFailure = () => detail

function serve() {
  return fakeApi([
    [getRentalDetail, () => detail],
    [contractPdf, () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })],
    [saveRentalRecord, ({ body }) => onRecord(body)],
    [getObjectLabels, () => []],
    [getLabel, () => []],
    [listAttachments, () => ({ items: [], total: 0, page: 0, size: 50 })],
    [carList, () => ({ items: [carItem()], total: 1, page: 0, size: 100 })],
    [listContacts, () => ({ items: [RENTER], total: 1, page: 0, size: 20 })],
    [listResources, () => []],
    [user, () => member(role)],
  ])
}

const recordCalls = () => api.calls(saveRentalRecord).map((call) => call.body)

async function openContract(as: Role = 'RECEPTION') {
  role = as
  renderVehicles(`/demo/contracts/${CONTRACT_ID}`, as)
  await screen.findByTestId('contract-title')
}

beforeEach(() => {
  detail = detailWith()
  onRecord = () => detail
  api = serve()
})

afterEach(() => vi.unstubAllGlobals())

describe('printing the contract', () => {
  it('downloads the contract as a PDF named by its number, also for someone who only reads', async () => {
    const createObjectURL = vi.fn(() => 'blob:contract')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    await openContract('ACCOUNTANT')
    fireEvent.click(await screen.findByRole('button', { name: 'Tisk smlouvy' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    const pdf = api.calls(contractPdf).find((call) => call.params.id === CONTRACT_ID)
    expect(pdf?.method).toBe('GET')
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('smlouva-2027-0001.pdf')
    // an accountant changes nothing on the contract
    expect(screen.queryByRole('button', { name: 'Ukončit smlouvu' })).toBeNull()
    click.mockRestore()
  })
})

describe('the deposit at the handover', () => {
  it("offers the contract's deposit and asks how it was paid", async () => {
    await openContract()
    const card = within(await screen.findByTestId('record-handover'))
    expect(card.getByRole('textbox', { name: 'Složená kauce' })).toHaveProperty('value', '20000')
    fireEvent.click(card.getByRole('button', { name: 'Zapsat předání' }))
    expect(await card.findByText('Zvolte, jak nájemce kauci složil.')).toBeTruthy()
    expect(recordCalls()).toHaveLength(0)

    fireEvent.click(card.getByRole('radio', { name: 'Kartou' }))
    fireEvent.click(card.getByRole('button', { name: 'Zapsat předání' }))
    await waitFor(() => expect(recordCalls()).toHaveLength(1))
    expect(recordCalls()[0]).toMatchObject({ kind: 'HANDOVER', depositTaken: 20_000_00, depositMethod: 'CARD' })
  })

  it('sends no way of payment when no deposit is taken', async () => {
    await openContract()
    const card = within(await screen.findByTestId('record-handover'))
    fireEvent.change(card.getByRole('textbox', { name: 'Složená kauce' }), { target: { value: '0' } })
    expect(card.queryByRole('radio', { name: 'Hotově' })).toBeNull()
    fireEvent.click(card.getByRole('button', { name: 'Zapsat předání' }))
    await waitFor(() => expect(recordCalls()).toHaveLength(1))
    expect(recordCalls()[0]).toMatchObject({ depositTaken: 0, depositMethod: null })
  })
})

describe('the deposit at the return', () => {
  it('offers all of the deposit back, and asks why a part is kept', async () => {
    detail = detailWith({ handover: HANDOVER })
    await openContract()
    const card = within(await screen.findByTestId('record-return'))
    const returned = card.getByRole('textbox', { name: 'Vrácená kauce' })
    expect(returned).toHaveProperty('value', '20000')
    expect(card.queryByRole('textbox', { name: /Důvod zadržení/ })).toBeNull()

    fireEvent.change(returned, { target: { value: '17 500' } })
    const reason = await card.findByRole('textbox', { name: /Důvod zadržení 2\s500,00\sKč/ })
    fireEvent.click(card.getByRole('button', { name: 'Zapsat vrácení' }))
    expect(await card.findByText(/Uveďte, proč se část kauce/)).toBeTruthy()
    expect(recordCalls()).toHaveLength(0)

    fireEvent.change(reason, { target: { value: 'Prasklý kryt zrcátka' } })
    fireEvent.click(card.getByRole('button', { name: 'Zapsat vrácení' }))
    await waitFor(() => expect(recordCalls()).toHaveLength(1))
    expect(recordCalls()[0]).toMatchObject({
      kind: 'RETURN',
      depositReturned: 17_500_00,
      depositWithheldReason: 'Prasklý kryt zrcátka',
    })
  })

  it('refuses to give back more than was taken, and shows the server on the field it names', async () => {
    detail = detailWith({ handover: HANDOVER })
    onRecord = () =>
      fail.validation([
        {
          scope: 'FIELD',
          severity: 'VALIDATION',
          code: 'vehicles.depositNotTaken',
          field: 'depositReturned',
          text: 'Při předání není zapsaná žádná kauce, není co vracet.',
        },
      ])
    await openContract()
    const card = within(await screen.findByTestId('record-return'))
    const returned = card.getByRole('textbox', { name: 'Vrácená kauce' })
    fireEvent.change(returned, { target: { value: '25 000' } })
    fireEvent.click(card.getByRole('button', { name: 'Zapsat vrácení' }))
    expect(await card.findByText(/Vrátit lze nejvýše složenou kauci \(20\s000,00\sKč\)/)).toBeTruthy()
    expect(recordCalls()).toHaveLength(0)

    fireEvent.change(returned, { target: { value: '20 000' } })
    fireEvent.click(card.getByRole('button', { name: 'Zapsat vrácení' }))
    expect(await card.findByText('Při předání není zapsaná žádná kauce, není co vracet.')).toBeTruthy()
    expect(returned.getAttribute('aria-invalid')).toBe('true')
  })

  it('shows what was taken, given back and kept to someone who only reads', async () => {
    detail = detailWith({
      handover: HANDOVER,
      return: {
        ...HANDOVER,
        kind: 'RETURN',
        mileage: 49_644,
        depositTaken: null,
        depositMethod: null,
        depositReturned: 17_500_00,
        depositWithheldReason: 'Prasklý kryt zrcátka',
      },
    })
    await openContract('ACCOUNTANT')
    const [taken, back] = await screen.findAllByTestId('deposit-summary')
    expect(taken?.textContent?.replace(/\s/g, ' ')).toBe('Kauce složena: 20 000,00 Kč (hotově)')
    expect(back?.textContent?.replace(/\s/g, ' ')).toContain('Kauce vrácena: 17 500,00 Kč')
    expect(back?.textContent?.replace(/\s/g, ' ')).toContain('Zadrženo 2 500,00 Kč: Prasklý kryt zrcátka')
  })
})
