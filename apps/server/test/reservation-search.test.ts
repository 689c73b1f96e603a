import {
  addGuest,
  type CreateReservationInput,
  cancelReservation,
  createContact,
  createInvoice,
  createLabel,
  createReservation,
  exportReservations,
  issueInvoice,
  markAsPaid,
  quickSearch,
  type Reservation,
  type ReservationSearchQuery,
  searchReservations,
  setLabels,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { joinAs } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app } = await startTestApp()
let house: House
let other: House
let stays: { horakova: Reservation; novak: Reservation; smith: Reservation; dvorakova: Reservation }
let vipLabelId: string
let invoiceNumber: string

const as = (h: House = house) => ({ token: h.owner.token, params: { slugs: h.slug } })

function booking(h: House, overrides: Partial<CreateReservationInput>): CreateReservationInput {
  return {
    resourceId: h.rooms[0]?.id ?? '',
    since: '2030-12-20',
    till: '2030-12-23',
    guests: { ADULT: 2 },
    contact: { name: 'Markéta Horáková', email: 'marketa.horakova@example.cz', phone: '+420 601 234 567' },
    ...overrides,
  }
}

async function search(query: ReservationSearchQuery = {}, h: House = house) {
  return ok(app, searchReservations, { ...as(h), query })
}

async function codes(query: ReservationSearchQuery = {}) {
  return (await search(query)).items.map((item) => item.code)
}

beforeAll(async () => {
  house = await buildHouse(app)
  other = await buildHouse(app)
  const [room1, room2] = [house.rooms[0]?.id ?? '', house.rooms[1]?.id ?? '']
  const horakova = await ok(app, createReservation, { ...as(), body: booking(house, { source: 'PHONE' }) })
  const novakCreated = await ok(app, createReservation, {
    ...as(),
    body: booking(house, {
      resourceId: room1,
      since: '2031-01-05',
      till: '2031-01-08',
      contact: { name: 'Jan Novák', email: 'jan@novak.cz', phone: '' },
      source: 'WEB',
    }),
  })
  const named = await ok(app, addGuest, {
    ...as(),
    params: { slugs: house.slug, id: novakCreated.id },
    body: {
      guests: [
        { firstName: 'Štěpán', lastName: 'Čermák' },
        { firstName: 'Jana', lastName: 'Nováková' },
      ],
    },
  })
  const novak = await ok(app, markAsPaid, { ...as(), params: { slugs: house.slug, id: named.id } })
  const smithCreated = await ok(app, createReservation, {
    ...as(),
    body: booking(house, {
      resourceId: room2,
      since: '2030-12-28',
      till: '2031-01-02',
      guests: { ADULT: 3 },
      contact: { name: 'Peter Smith', email: 'peter@example.com', phone: '777 888 999' },
      source: 'BOOKING_COM',
    }),
  })
  const smith = await ok(app, cancelReservation, { ...as(), params: { slugs: house.slug, id: smithCreated.id } })
  const dvorakova = await ok(app, createReservation, {
    ...as(),
    body: booking(house, {
      resourceId: room2,
      since: '2031-02-01',
      till: '2031-02-03',
      contact: { name: 'Eva Dvořáková', email: 'eva@example.cz', phone: '=1+1' },
      source: 'AIRBNB',
    }),
  })
  const vip = await ok(app, createLabel, { ...as(), body: { name: 'VIP', color: 'red' } })
  vipLabelId = vip.id
  await ok(app, setLabels, { ...as(), body: { objectType: 'RESERVATION', objectId: dvorakova.id, labelIds: [vip.id] } })
  stays = { horakova, novak, smith, dvorakova }
  // the same guest booked in another house: never found from this one
  await ok(app, createReservation, { ...as(other), body: booking(other, { source: 'PHONE' }) })
  const customer = await ok(app, createContact, { ...as(), body: { name: 'Horáková Markéta', email: 'mh@example.cz' } })
  const draft = await ok(app, createInvoice, {
    ...as(),
    body: { contactId: customer.id, lines: [{ text: 'Ubytování', unitPrice: 3_000_00 }] },
  })
  const issued = await ok(app, issueInvoice, {
    ...as(),
    params: { slugs: house.slug, id: draft.id },
    body: { version: draft.version },
  })
  invoiceNumber = issued.number ?? ''
  await ok(app, createContact, { ...as(other), body: { name: 'Horáková jinde', email: 'elsewhere@example.cz' } })
})

describe('the search box', () => {
  it('finds a December booking by a name typed without diacritics', async () => {
    expect(await codes({ q: 'horakova' })).toEqual([stays.horakova.code])
  })

  it('ignores case and accents both ways, and the order of the words', async () => {
    for (const q of ['HORÁKOVÁ', 'Horáková', 'marketa horakova', 'Horakova Marketa', '  markéta   HORÁK  ']) {
      expect(await codes({ q }), q).toEqual([stays.horakova.code])
    }
  })

  it('finds a stay by a guest’s name, not only the contact’s', async () => {
    expect(await codes({ q: 'cermak' })).toEqual([stays.novak.code])
    expect(await codes({ q: 'Štěpán' })).toEqual([stays.novak.code])
  })

  it('finds a stay by its code in any case', async () => {
    expect(await codes({ q: stays.smith.code.toLowerCase() })).toEqual([stays.smith.code])
  })

  it('finds a stay by part of the e-mail', async () => {
    expect(await codes({ q: 'marketa.horakova@example' })).toEqual([stays.horakova.code])
    expect(await codes({ q: 'novak.cz' })).toEqual([stays.novak.code])
  })

  it('finds a stay by the phone typed with or without spaces and the country code', async () => {
    for (const q of ['601234567', '601 234 567', '+420 601 234 567', '420601234567', '601-234-567']) {
      expect(await codes({ q }), q).toEqual([stays.horakova.code])
    }
    expect(await codes({ q: '777888999' })).toEqual([stays.smith.code])
  })

  it('needs every word to match', async () => {
    expect(await codes({ q: 'horakova novak' })).toEqual([])
  })

  it('takes LIKE wildcards literally', async () => {
    expect(await codes({ q: '%' })).toEqual([])
    expect(await codes({ q: '_' })).toEqual([])
    expect(await codes({ q: 'hor%kova' })).toEqual([])
  })

  it('lists every stay of the workspace without a search, never another workspace’s', async () => {
    const page = await search()
    expect(page.total).toBe(4)
    expect(page.items.map((item) => item.code).sort()).toEqual(
      Object.values(stays)
        .map((s) => s.code)
        .sort(),
    )
    const elsewhere = await search({ q: 'horakova' }, other)
    expect(elsewhere.items.map((item) => item.id)).not.toContain(stays.horakova.id)
    expect(elsewhere.total).toBe(1)
  })

  it('answers rows with the room, source, contact, guests, price, payment and labels', async () => {
    const [row] = (await search({ q: 'dvorakova' })).items
    expect(row).toMatchObject({
      id: stays.dvorakova.id,
      status: 'CONFIRMED',
      source: 'AIRBNB',
      resourceName: 'Pokoj 2',
      since: '2031-02-01',
      till: '2031-02-03',
      contactName: 'Eva Dvořáková',
      contactEmail: 'eva@example.cz',
      guestsTotal: 2,
      total: stays.dvorakova.price.total,
      currency: 'CZK',
      paid: false,
      labels: [{ id: vipLabelId, name: 'VIP', color: 'red' }],
    })
    const [novak] = (await search({ q: 'cermak' })).items
    expect(novak?.guestNames).toBe('Štěpán Čermák Jana Nováková')
  })
})

describe('filters', () => {
  it('keeps stays with a night in the range', async () => {
    expect(await codes({ from: '2030-12-22', till: '2030-12-22' })).toEqual([stays.horakova.code])
    // the morning of departure is no night of the stay
    expect(await codes({ from: '2030-12-23', till: '2030-12-27' })).toEqual([])
    expect((await codes({ from: '2031-01-01', sort: 'since', order: 'asc' })).slice(0, 3)).toEqual([
      stays.smith.code,
      stays.novak.code,
      stays.dvorakova.code,
    ])
    expect(await codes({ till: '2030-12-27' })).toEqual([stays.horakova.code])
  })

  it('refuses a range that ends before it starts', async () => {
    const result = await call(app, searchReservations, { ...as(), query: { from: '2031-01-10', till: '2031-01-01' } })
    expect(result.envelope).toMatchObject({ errorType: 'VALIDATION', messages: [{ field: 'till' }] })
  })

  it('filters by one or more states', async () => {
    expect(await codes({ status: ['CANCELED'] })).toEqual([stays.smith.code])
    expect(await codes({ status: ['CANCELED', 'CHECKED_IN'] })).toEqual([stays.smith.code])
    expect((await codes({ status: ['CANCELED', 'CONFIRMED'] })).length).toBe(4)
  })

  it('filters paid and owing stays (a canceled one owes nothing)', async () => {
    expect(await codes({ payment: 'PAID' })).toEqual([stays.novak.code])
    expect((await codes({ payment: 'OWING', sort: 'since', order: 'asc' })).sort()).toEqual(
      [stays.horakova.code, stays.dvorakova.code].sort(),
    )
  })

  it('filters by source', async () => {
    expect(await codes({ source: ['WEB'] })).toEqual([stays.novak.code])
    expect((await codes({ source: ['PHONE', 'AIRBNB'] })).sort()).toEqual(
      [stays.horakova.code, stays.dvorakova.code].sort(),
    )
  })

  it('filters by room and by group', async () => {
    const room2 = house.rooms[1]?.id ?? ''
    expect((await codes({ resourceId: room2 })).sort()).toEqual([stays.smith.code, stays.dvorakova.code].sort())
    expect((await search({ groupId: house.groupId })).total).toBe(4)
    expect((await codes({ groupId: house.groupId, resourceId: room2, q: 'smith' })).length).toBe(1)
  })

  it('refuses a room, group or label of another workspace instead of answering nothing', async () => {
    for (const query of [
      { resourceId: other.rooms[0]?.id ?? '' },
      { groupId: other.groupId },
      { labelId: '0190a0a0-0000-7000-8000-000000000000' },
    ]) {
      const result = await call(app, searchReservations, { ...as(), query })
      expect(result.envelope?.errorType, JSON.stringify(query)).toBe('VALIDATION')
    }
  })

  it('filters by label', async () => {
    expect(await codes({ labelId: vipLabelId })).toEqual([stays.dvorakova.code])
  })

  it('refuses an unknown state or source', async () => {
    const result = await call(app, searchReservations, { ...as(), query: { status: 'LOST' as never } })
    expect(result.envelope?.errorType).toBe('VALIDATION')
  })
})

describe('sorting and pages', () => {
  it('sorts by contact name without regard to case or accents', async () => {
    // Eva Dvořáková, Jan Novák, Markéta Horáková, Peter Smith
    expect(await codes({ sort: 'contactName', order: 'asc' })).toEqual([
      stays.dvorakova.code,
      stays.novak.code,
      stays.horakova.code,
      stays.smith.code,
    ])
  })

  it('sorts by arrival, departure, price, code and creation both ways', async () => {
    const bySince = [stays.horakova, stays.smith, stays.novak, stays.dvorakova].map((s) => s.code)
    expect(await codes({ sort: 'since', order: 'asc' })).toEqual(bySince)
    expect(await codes({ sort: 'since', order: 'desc' })).toEqual([...bySince].reverse())
    expect(await codes({ sort: 'till', order: 'asc' })).toEqual(bySince)
    expect(await codes({ sort: 'code', order: 'asc' })).toEqual(
      Object.values(stays)
        .map((s) => s.code)
        .sort(),
    )
    const totals = (await search({ sort: 'total', order: 'desc' })).items.map((item) => item.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    const created = await codes({ sort: 'createdAt', order: 'asc' })
    expect(created).toEqual([stays.horakova.code, stays.novak.code, stays.smith.code, stays.dvorakova.code])
  })

  it('pages through every match once, with the total on each page', async () => {
    const first = await search({ sort: 'since', order: 'asc', pageSize: 3, page: 0 })
    const second = await search({ sort: 'since', order: 'asc', pageSize: 3, page: 1 })
    expect([first.total, second.total]).toEqual([4, 4])
    expect([first.items.length, second.items.length]).toEqual([3, 1])
    expect([...first.items, ...second.items].map((item) => item.code)).toEqual(
      [stays.horakova, stays.smith, stays.novak, stays.dvorakova].map((s) => s.code),
    )
    expect(first).toMatchObject({ page: 0, pageSize: 3 })
  })

  it('pages and sorts the stays a search finds, counting them all', async () => {
    // Eva Dvořáková, Markéta Horáková, Peter Smith: the three e-mails at example.*
    const first = await search({ q: 'example', sort: 'contactName', order: 'desc', pageSize: 2 })
    const second = await search({ q: 'example', sort: 'contactName', order: 'desc', pageSize: 2, page: 1 })
    expect([first.total, second.total]).toEqual([3, 3])
    expect([...first.items, ...second.items].map((item) => item.code)).toEqual([
      stays.smith.code,
      stays.horakova.code,
      stays.dvorakova.code,
    ])
    const pastTheEnd = await search({ q: 'example', pageSize: 2, page: 5 })
    expect(pastTheEnd).toMatchObject({ items: [], total: 3 })
  })

  it('caps the page size', async () => {
    const result = await call(app, searchReservations, { ...as(), query: { pageSize: 1000 } })
    expect(result.envelope?.errorType).toBe('VALIDATION')
  })
})

describe('the CSV export', () => {
  it('writes the filtered stays in the list’s order with Czech letters intact', async () => {
    const result = await call(app, exportReservations, {
      ...as(),
      query: {
        status: ['CONFIRMED', 'CANCELED'],
        source: ['PHONE', 'BOOKING_COM', 'AIRBNB'],
        sort: 'since',
        order: 'asc',
      },
    })
    expect(result.status).toBe(200)
    expect(String(result.headers['content-type'])).toContain('text/csv')
    expect(String(result.headers['content-disposition'])).toMatch(
      /attachment; filename="rezervace-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    expect(result.raw.startsWith('\uFEFF')).toBe(true)
    const lines = result.raw.slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Kód;Stav;Zdroj;Pokoj / místo;Příjezd;Odjezd;Kontakt;E-mail;Telefon;Hosté;Počet hostů;Cena;Měna;Zaplaceno;Štítky;Vytvořeno',
    )
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual([
      stays.horakova.code,
      stays.smith.code,
      stays.dvorakova.code,
    ])
    expect(lines[1]).toContain(`;Potvrzená;Telefon;Pokoj 1;2030-12-20;2030-12-23;Markéta Horáková;`)
    expect(lines[1]).toContain(`;'+420 601 234 567;`)
    expect(lines[1]).toContain(`;${(stays.horakova.price.total / 100).toFixed(2).replace('.', ',')};CZK;ne;`)
    expect(lines[2]).toContain(';Zrušená;Booking.com;')
    // what a spreadsheet would run as a formula stays text
    expect(lines[3]).toContain(`;'=1+1;`)
    expect(lines[3]).toContain(';Airbnb;')
    expect(lines[3]).toContain(';VIP;')
  })

  it('writes English with commas, and quotes a cell holding one', async () => {
    const result = await call(app, exportReservations, { ...as(), language: 'en', query: { q: 'cermak' } })
    const lines = result.raw.slice(1).trimEnd().split('\r\n')
    expect(lines[0]?.startsWith('Code,Status,Source,Room / place,Arrival,Departure,')).toBe(true)
    expect(lines[1]).toContain(
      ',Confirmed,Web,Pokoj 1,2031-01-05,2031-01-08,Jan Novák,jan@novak.cz,,Štěpán Čermák Jana Nováková,2,',
    )
    expect(lines[1]).toContain(',CZK,yes,')
    expect(String(result.headers['content-disposition'])).toContain('reservations-')
  })

  it('never writes another workspace’s stays', async () => {
    const result = await call(app, exportReservations, { ...as(other) })
    expect(result.raw).not.toContain(stays.horakova.code)
    expect(result.raw.trimEnd().split('\r\n')).toHaveLength(2)
  })
})

describe('the quick search in the staff header', () => {
  it('finds stays, contacts and invoices for the owner', async () => {
    const found = await ok(app, quickSearch, { ...as(), query: { q: 'horakova' } })
    expect(found.reservations.map((r) => r.code)).toEqual([stays.horakova.code])
    expect(found.reservations[0]).toMatchObject({ resourceName: 'Pokoj 1', contactName: 'Markéta Horáková' })
    expect(found.contacts.map((c) => c.name)).toEqual(['Horáková Markéta'])
    expect(found.invoices.map((i) => i.number)).toEqual([invoiceNumber])
    expect(found.invoices[0]).toMatchObject({ customerName: 'Horáková Markéta', status: 'ISSUED', currency: 'CZK' })
  })

  it('finds an invoice by its number', async () => {
    const found = await ok(app, quickSearch, { ...as(), query: { q: invoiceNumber } })
    expect(found.invoices.map((i) => i.number)).toEqual([invoiceNumber])
  })

  it('shows each role only what it may read', async () => {
    const expected = {
      RECEPTION: { reservations: 1, contacts: 1, invoices: 0 },
      ACCOUNTANT: { reservations: 0, contacts: 1, invoices: 1 },
      HOUSEKEEPING: { reservations: 0, contacts: 0, invoices: 0 },
      WAITER: { reservations: 0, contacts: 0, invoices: 0 },
    } as const
    for (const [role, counts] of Object.entries(expected)) {
      const person = await joinAs(app, house.owner, house.slug, role as keyof typeof expected)
      const found = await ok(app, quickSearch, {
        token: person.token,
        params: { slugs: house.slug },
        query: { q: 'horakova' },
      })
      expect(
        { reservations: found.reservations.length, contacts: found.contacts.length, invoices: found.invoices.length },
        role,
      ).toEqual(counts)
    }
  })

  it('never finds another workspace’s stays or contacts', async () => {
    const found = await ok(app, quickSearch, { ...as(other), query: { q: 'horakova' } })
    expect(found.reservations.map((r) => r.id)).not.toContain(stays.horakova.id)
    expect(found.contacts.map((c) => c.name)).toEqual(['Horáková jinde'])
    expect(found.invoices).toEqual([])
  })

  it('refuses an empty search', async () => {
    const result = await call(app, quickSearch, { ...as(), query: { q: '  ' } })
    expect(result.envelope?.errorType).toBe('VALIDATION')
  })
})
