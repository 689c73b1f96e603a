import {
  type CompanyInput,
  cancelInvoice,
  changeCompany,
  createContact,
  createInvoice,
  createInvoiceCorrection,
  type InvoiceInput,
  issueInvoice,
  saveSupplierInvoice,
  updateInvoice,
} from '@innkeep/contract'
import type { FastifyInstance } from 'fastify'
import { buildHouse, type House } from './accommodation.ts'
import { ok } from './api.ts'

// The documents of tax-filings.test.ts: October 2026 of a guest house that files, worked by hand in
// the test's header, and another house with an October of its own.

/** A legal person that is a VAT payer, with everything the EPO header needs. */
export const FILER: Partial<CompanyInput> = {
  ico: '27082440',
  dic: 'CZ27082440',
  vatPayerStatus: 'PAYER',
  address: { street: 'Horní náměstí 12/3', city: 'Vrchlabí', postcode: '543 01', country: 'CZ' },
  taxOffice: '451',
  taxOfficeWorkplace: '2001',
  taxFilerType: 'LEGAL_PERSON',
}

const as = (h: House) => ({ token: h.owner.token, params: { slugs: h.slug } })
const byId = (h: House, id: string) => ({ ...as(h), params: { ...as(h).params, id } })

/** The house's company profile (its first change: version 0). */
export function profile(app: FastifyInstance, h: House, company: Partial<CompanyInput>) {
  return ok(app, changeCompany, { ...as(h), body: { name: 'Penzion U Lípy s.r.o.', ...company, version: 0 } })
}

async function contact(app: FastifyInstance, h: House, name: string, ico = '', dic = '') {
  return (await ok(app, createContact, { ...as(h), body: { name, ico, dic } })).id
}

async function issued(app: FastifyInstance, h: House, body: InvoiceInput) {
  const draft = await ok(app, createInvoice, { ...as(h), body })
  return ok(app, issueInvoice, { ...byId(h, draft.id), body: { version: 0 } })
}

const line = (unitPrice: number, vatRate: 0 | 12 | 21 | null, quantity = 1) => ({
  text: vatRate === null ? 'Poplatek z pobytu' : 'Položka',
  quantity,
  unitPrice,
  vatRate,
})
const on = (date: string, contactId: string, lines: InvoiceInput['lines']): InvoiceInput => ({
  contactId,
  issueDate: date,
  vatMode: 'FROM_BASE',
  lines,
})

/** A credit note of 20 October taking one night (5 000 Kč at 12 %) off the original. */
async function creditNote(app: FastifyInstance, h: House, original: { id: string }, customer: string) {
  const draft = await ok(app, createInvoiceCorrection, {
    ...byId(h, original.id),
    body: { kind: 'CREDIT', reason: 'Jedna noc nevyužita', taxableSupplyDate: '2026-10-20' },
  })
  const edited = await ok(app, updateInvoice, {
    ...as(h),
    body: {
      type: 'CREDIT_NOTE',
      id: draft.id,
      version: draft.version,
      contactId: customer,
      vatMode: 'FROM_BASE',
      issueDate: '2026-10-20',
      taxableSupplyDate: '2026-10-20',
      correctsId: original.id,
      correctionReason: draft.correctionReason,
      lines: [line(5_000_00, 12, -1)],
    },
  })
  return ok(app, issueInvoice, { ...byId(h, edited.id), body: { version: edited.version } })
}

async function supplierInvoice(
  app: FastifyInstance,
  h: House,
  invoice: { contactId: string; number: string; date: string; lines: InvoiceInput['lines'] },
) {
  const { contactId, number, date, lines } = invoice
  await ok(app, saveSupplierInvoice, { ...as(h), body: { contactId, number, issueDate: date, dueDate: date, lines } })
}

/** The worked example: documents A–F of the test's header, a canceled invoice and a November one. */
export async function buildOctober(app: FastifyInstance) {
  const house = await buildHouse(app)
  await profile(app, house, FILER)
  const tour = await contact(app, house, 'Krkonoše Tour s.r.o.', '26168685', 'CZ26168685')
  const guest = await contact(app, house, 'Greta Lindqvist')
  const a = await issued(
    app,
    house,
    on('2026-10-05', tour, [line(5_000_00, 12, 2), line(200_00, 21, 10), line(50_00, null, 4)]),
  )
  await issued(app, house, on('2026-10-12', guest, [line(1_499_50, 12), line(50_00, null, 2)]))
  await issued(app, house, on('2026-10-15', tour, [line(3_000_00, 12), line(500_00, 21)]))
  const credit = await creditNote(app, house, a, tour)
  const canceled = await issued(app, house, on('2026-10-08', tour, [line(20_000_00, 12)]))
  await ok(app, cancelInvoice, { ...byId(house, canceled.id), body: { version: 1 } })
  await issued(app, house, on('2026-11-02', tour, [line(1_000_00, 12)]))
  const laundry = await contact(app, house, 'Prádelna Jičín s.r.o.', '25596641', 'CZ25596641')
  const bakery = await contact(app, house, 'Pekárna Vrchlabí')
  await supplierInvoice(app, house, {
    contactId: laundry,
    number: 'FV-2026-1041',
    date: '2026-10-06',
    lines: [line(12_000_00, 21)],
  })
  await supplierInvoice(app, house, {
    contactId: bakery,
    number: '77/2026',
    date: '2026-10-09',
    lines: [line(800_40, 21), line(1_000_00, 12)],
  })
  return { house, numbers: { a: a.number ?? '', credit: credit.number ?? '' } }
}

/**
 * Another owner's house, a natural person filing under her own name, with one invoice of 50 000 Kč at
 * 21 % to a DIČ customer in October: it must never reach the first house's files.
 */
export async function buildOtherHouse(app: FastifyInstance) {
  const other = await buildHouse(app)
  await profile(app, other, {
    ...FILER,
    taxFilerType: 'NATURAL_PERSON',
    taxFilerFirstName: 'Jana',
    taxFilerLastName: 'Nováková',
  })
  const energy = await contact(app, other, 'Energie Krkonoše a.s.', '45274649', 'CZ45274649')
  await issued(app, other, on('2026-10-07', energy, [line(50_000_00, 21)]))
  return other
}
