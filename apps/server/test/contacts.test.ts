import {
  createContact,
  czechAccountToIban,
  isValidIban,
  listContacts,
  listContactsWithAccount,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, ok } from './support/api.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app } = await startTestApp()
let owner: TestPerson
let slug: string

beforeAll(async () => {
  owner = await signUpPerson(app, { fullName: 'Účetní Jana' })
  slug = await createWorkspace(app, owner, { name: 'Penzion U Lípy' })
})

const save = (body: object, language = 'cs') =>
  call(app, createContact, { token: owner.token, params: { slugs: slug }, body, language })

describe('bank accounts', () => {
  it('turns a Czech account number into its IBAN and checks both', () => {
    expect(czechAccountToIban('19-2000145399/0800')).toBe('CZ6508000000192000145399')
    const withoutPrefix = czechAccountToIban('2000145399/0800')
    expect(withoutPrefix).toMatch(/^CZ\d{2}08000000002000145399$/)
    expect(isValidIban(withoutPrefix ?? '')).toBe(true)
    expect(czechAccountToIban('19-2000145398/0800')).toBeNull()
    expect(isValidIban('CZ65 0800 0000 1920 0014 5399')).toBe(true)
    expect(isValidIban('CZ66 0800 0000 1920 0014 5399')).toBe(false)
  })
})

describe('contacts', () => {
  it('creates a company contact and derives the IBAN from the account number', async () => {
    const created = await ok(app, createContact, {
      token: owner.token,
      params: { slugs: slug },
      body: {
        name: 'Pivovar Svijany a.s.',
        ico: '27291049',
        dic: 'cz27291049',
        address: { street: 'Svijany 25', city: 'Příšovice', postcode: '463 46', country: 'CZ' },
        email: 'fakturace@svijany.example',
        bankAccount: '19-2000145399/0800',
      },
    })
    expect(created).toMatchObject({ dic: 'CZ27291049', iban: 'CZ6508000000192000145399', version: 0 })
  })

  it('refuses a second contact with the same ICO, naming the one that has it', async () => {
    await ok(app, createContact, {
      token: owner.token,
      params: { slugs: slug },
      body: { name: 'Mlékárna Kunín', ico: '25307215' },
    })
    const again = await save({ name: 'Kunín (duplicate)', ico: '25307215' })
    expect(again.envelope?.errorType).toBe('VALIDATION')
    expect(again.envelope?.messages[0]).toMatchObject({ field: 'ico', text: expect.stringContaining('Mlékárna Kunín') })
    // people without an ICO may share the empty one
    await ok(app, createContact, { token: owner.token, params: { slugs: slug }, body: { name: 'Jan Novák' } })
    await ok(app, createContact, { token: owner.token, params: { slugs: slug }, body: { name: 'Jana Nováková' } })
  })

  it('explains bad fields in the caller’s language', async () => {
    const bad = await save({ name: 'X', ico: '12345678', bankAccount: '124/0800', iban: 'CZ00', email: 'no' }, 'en')
    expect(bad.envelope?.errorType).toBe('VALIDATION')
    const byField = Object.fromEntries((bad.envelope?.messages ?? []).map((m) => [m.field, m.text]))
    expect(Object.keys(byField).sort()).toEqual(['bankAccount', 'email', 'iban', 'ico', 'name'])
    expect(byField.bankAccount).toContain('modulo 11')
  })

  it('updates at the version read and answers CONFLICT with the current contact when stale', async () => {
    const created = await ok(app, createContact, {
      token: owner.token,
      params: { slugs: slug },
      body: { name: 'Hotel Slunce' },
    })
    const updated = await ok(app, createContact, {
      token: owner.token,
      params: { slugs: slug },
      body: { id: created.id, version: created.version, name: 'Hotel Slunce s.r.o.' },
    })
    expect(updated.version).toBe(1)
    const stale = await save({ id: created.id, version: 0, name: 'Hotel Měsíc' })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
    // the conflict carries the contact as it is now
    expect(stale.envelope?.payload).toMatchObject({ entity: { name: 'Hotel Slunce s.r.o.', version: 1 } })
  })

  it('lists by name with a text filter and pages, and lists contacts with an account apart', async () => {
    const all = await ok(app, listContacts, { token: owner.token, params: { slugs: slug }, query: { size: 2 } })
    expect(all.total).toBeGreaterThanOrEqual(5)
    expect(all.items).toHaveLength(2)
    const names = (
      await ok(app, listContacts, { token: owner.token, params: { slugs: slug }, query: { size: 100 } })
    ).items.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')))
    const found = await ok(app, listContacts, {
      token: owner.token,
      params: { slugs: slug },
      query: { text: 'příšovice' },
    })
    expect(found.items.map((c) => c.name)).toEqual(['Pivovar Svijany a.s.'])
    const percent = await ok(app, listContacts, { token: owner.token, params: { slugs: slug }, query: { text: '%' } })
    expect(percent.total).toBe(0)
    const withAccount = await ok(app, listContactsWithAccount, { token: owner.token, params: { slugs: slug } })
    expect(withAccount.items.map((c) => c.name)).toEqual(['Pivovar Svijany a.s.'])
  })

  it('never updates another workspace’s contact', async () => {
    const stranger = await signUpPerson(app, { fullName: 'Cizí majitel' })
    const otherSlug = await createWorkspace(app, stranger, { name: 'Cizí penzion' })
    const theirs = await ok(app, createContact, {
      token: stranger.token,
      params: { slugs: otherSlug },
      body: { name: 'Jejich kontakt' },
    })
    const attempt = await save({ id: theirs.id, version: theirs.version, name: 'Přepsáno' })
    expect(attempt.status).toBe(204)
    const still = await ok(app, listContacts, { token: stranger.token, params: { slugs: otherSlug } })
    expect(still.items.map((c) => c.name)).toEqual(['Jejich kontakt'])
  })
})

describe('the order of contacts', () => {
  // Czech alphabetical order (ČSN 97 6030): Č after C, "ch" after "h", Š after S, Ž after Z; a
  // database with the C collation would put Č, Š and Ž after Z and "ch" among the c's
  it('is Czech on every database', async () => {
    const names = ['Zeman', 'Šimek', 'Chalupa', 'Čermák', 'Cibulka', 'Hora', 'Adam', 'Žák', 'Svoboda']
    const other = await createWorkspace(app, owner, { name: 'Řazení s.r.o.' })
    for (const name of names)
      await ok(app, createContact, { token: owner.token, params: { slugs: other }, body: { name } })
    const listed = await ok(app, listContacts, { token: owner.token, params: { slugs: other }, query: { size: 50 } })
    expect(listed.items.map((contact) => contact.name)).toEqual([
      'Adam',
      'Cibulka',
      'Čermák',
      'Hora',
      'Chalupa',
      'Svoboda',
      'Šimek',
      'Zeman',
      'Žák',
    ])
  })
})
