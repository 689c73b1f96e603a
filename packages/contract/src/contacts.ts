import { z } from 'zod'
import { czechAccountToIban, isValidCzechAccount, isValidIban } from './bank-account.ts'
import { Id, SlugParams, Version, withCode } from './common.ts'
import { Address, Dic, Ico, OptionalEmail } from './company.ts'
import { endpoint } from './endpoint.ts'
import { LabelIdsFilter, ObjectLabels } from './labels.ts'

// Contacts: customers and suppliers an invoice or a supplier invoice names (issue 5).

const CzechAccount = z
  .string()
  .trim()
  .max(30)
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => v === '' || isValidCzechAccount(v), withCode('validation.bankAccount'))

export const Iban = z
  .string()
  .trim()
  .max(42)
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => v === '' || isValidIban(v), withCode('validation.iban'))

/**
 * A contact to create (no id) or to update (id and the version read). An empty IBAN next to a Czech
 * account number is derived from it.
 */
export const ContactInput = z
  .object({
    id: Id.optional(),
    version: Version.optional(),
    name: z.string().trim().min(2).max(200),
    ico: Ico.default(''),
    dic: Dic.default(''),
    address: Address.default({ street: '', city: '', postcode: '', country: 'CZ' }),
    email: OptionalEmail.default(''),
    phone: z.string().trim().max(40).default(''),
    bankAccount: CzechAccount.default(''),
    iban: Iban.default(''),
    note: z.string().trim().max(2000).default(''),
  })
  .transform((contact) => ({
    ...contact,
    iban: contact.iban || (contact.bankAccount ? (czechAccountToIban(contact.bankAccount) ?? '') : ''),
  }))
export type ContactInput = z.input<typeof ContactInput>
export type ContactValues = z.output<typeof ContactInput>

export const ContactRecord = z.object({
  id: Id,
  name: z.string(),
  ico: z.string(),
  dic: z.string(),
  address: z.object({ street: z.string(), city: z.string(), postcode: z.string(), country: z.string() }),
  email: z.string(),
  phone: z.string(),
  bankAccount: z.string(),
  iban: z.string(),
  note: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
})
export type ContactRecord = z.infer<typeof ContactRecord>

export const ContactFilter = z.object({
  /** Part of the name, ICO, DIC, e-mail or city. */
  text: z.string().trim().max(100).optional(),
  /** Contacts carrying any of these labels. */
  labelId: LabelIdsFilter.optional(),
  /** Zero-based page. */
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(50),
})
export type ContactFilter = z.input<typeof ContactFilter>

/** A contact as the lists give it: the record and its labels. */
export const ContactListItem = ContactRecord.extend({ labels: ObjectLabels.optional() })
export type ContactListItem = z.infer<typeof ContactListItem>

export const ContactPage = z.object({
  items: z.array(ContactListItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type ContactPage = z.infer<typeof ContactPage>

export const listContacts = endpoint({
  name: 'listContacts',
  method: 'GET',
  path: '/api/{slugs}/contacts',
  access: 'staff',
  permission: 'contacts.read',
  status: 'ready',
  summary: 'Contacts by name, filtered by text, paged',
  params: SlugParams,
  query: ContactFilter,
  response: ContactPage,
})

export const createContact = endpoint({
  name: 'createContact',
  method: 'PUT',
  path: '/api/{slugs}/contacts',
  access: 'staff',
  permission: 'contacts.write',
  status: 'ready',
  summary: 'Create a contact, or update one (id and version); the same ICO twice is refused',
  params: SlugParams,
  body: ContactInput,
  response: ContactRecord,
})

export const listContactsWithAccount = endpoint({
  name: 'listContactsWithAccount',
  method: 'GET',
  path: '/api/{slugs}/contacts/with-account',
  access: 'staff',
  permission: 'contacts.read',
  status: 'ready',
  summary: 'Contacts with a bank account (to pay a supplier invoice to), by name',
  params: SlugParams,
  query: ContactFilter,
  response: ContactPage,
})

export const contactEndpoints = [listContacts, createContact, listContactsWithAccount] as const
