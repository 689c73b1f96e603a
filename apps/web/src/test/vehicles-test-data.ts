import type { CarListItem, ContactRecord, ContractSummary } from '@innkeep/contract'

// Factories for the vehicles tests (tests only).

export const RENTER: ContactRecord = {
  id: '01a200a8-0000-7000-8000-0000000000c1',
  name: 'Martin Kučera',
  ico: '',
  dic: '',
  address: { street: 'Husova 12', city: 'Liberec', postcode: '460 01', country: 'CZ' },
  email: 'martin.kucera@example.com',
  phone: '+420 731 456 118',
  bankAccount: '',
  iban: '',
  note: '',
  createdAt: '2027-01-01T00:00:00Z',
  version: 0,
}

export function carItem(over: Partial<CarListItem> = {}): CarListItem {
  return {
    id: '01a200a8-0000-7000-8000-0000000000a1',
    name: 'Benimar Tessoro 494',
    vehicleType: 'MOTORHOME',
    fuel: 'DIESEL',
    gearbox: 'MANUAL',
    plate: '2AZ 4817',
    vin: 'ZFA25000002K48173',
    manufactureYear: 2021,
    seats: 4,
    beds: 4,
    pricePerDay: 290000,
    deposit: 2000000,
    currency: 'CZK',
    mileage: 48210,
    note: '',
    active: true,
    version: 0,
    currentContract: null,
    nextContract: null,
    ...over,
  }
}

export function contractSummary(over: Partial<ContractSummary> = {}): ContractSummary {
  return {
    id: '01a200a8-0000-7000-8000-0000000000b1',
    number: '2027-0001',
    state: 'ACTIVE',
    phase: 'CURRENT',
    contactId: RENTER.id,
    contactName: RENTER.name,
    carId: carItem().id,
    carName: carItem().name,
    plate: carItem().plate,
    resourceId: null,
    resourceName: null,
    since: '2027-07-01',
    till: '2027-07-08',
    endedOn: null,
    end: '2027-07-08',
    handedOver: false,
    returned: false,
    price: 2320000,
    deposit: 2000000,
    currency: 'CZK',
    note: '',
    createdAt: '2027-06-01T08:00:00Z',
    version: 0,
    ...over,
  }
}
