// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type ContactListItem,
  type ContactRecord,
  getLabel,
  getObjectLabels,
  listContacts,
  listContactsWithAccount,
  type Role,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeCall, fakeApi } from '../../test/fake-api.ts'
import { member, renderWithProviders } from '../../test/render.tsx'
import { ContactsPage } from './contacts-page.tsx'

const contact = (over: Partial<ContactRecord>): ContactRecord => ({
  id: '01a200a8-0000-7000-8000-000000000001',
  name: 'Prádelna Bělidlo s.r.o.',
  ico: '27082440',
  dic: 'CZ27082440',
  address: { street: 'Na Bělidle 12', city: 'Liberec', postcode: '460 01', country: 'CZ' },
  email: 'fakturace@belidlo.example',
  phone: '+420 485 111 222',
  bankAccount: '19-2000145399/0800',
  iban: 'CZ6508000000192000145399',
  note: '',
  createdAt: '2027-01-01T00:00:00Z',
  version: 0,
  ...over,
})

const PRADELNA = contact({})
const NOVAK = contact({
  id: '01a200a8-0000-7000-8000-000000000002',
  name: 'Jan Novák',
  ico: '',
  dic: '',
  address: { street: 'Vinohradská 88', city: 'Praha', postcode: '130 00', country: 'CZ' },
  email: 'jan.novak@example.com',
  phone: '',
  bankAccount: '',
  iban: '',
})

let role: Role = 'ACCOUNTANT'
let contacts: ContactListItem[] = [PRADELNA, NOVAK]

let total: number | null = null
const VIP = { id: '01a200a8-0000-7000-8000-00000000aa01', name: 'VIP', color: 'grape', version: 0, objectCount: 1 }
const GONE = '01a200a8-0000-7000-8000-00000000aa99'
let labels = [VIP]

/** The server as the list sees it: text filters by name, with-account keeps contacts with an account. */
function list({ endpoint, query }: FakeCall) {
  const text = (query.get('text') ?? '').toLowerCase()
  const items = contacts.filter(
    (c) => c.name.toLowerCase().includes(text) && (endpoint !== listContactsWithAccount || c.bankAccount || c.iban),
  )
  const page = Number(query.get('page'))
  return { items, total: total ?? items.length, page, size: 50 }
}

let api: ReturnType<typeof fakeApi>

const contactCalls = () =>
  api.all.filter(({ endpoint }) => endpoint === listContacts || endpoint === listContactsWithAccount)

function renderContacts(path = '/demo/contacts') {
  renderWithProviders(
    <Routes>
      <Route path="/:slugs/contacts" element={<ContactsPage />} />
    </Routes>,
    { path },
  )
}

beforeEach(() => {
  role = 'ACCOUNTANT'
  contacts = [PRADELNA, NOVAK]
  total = null
  labels = [VIP]
  api = fakeApi([
    [getLabel, () => labels],
    [getObjectLabels, () => []],
    [listContacts, list],
    [listContactsWithAccount, list],
    [user, () => member(role)],
  ])
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the contact list', () => {
  it('shows each contact with its IČO, DIČ, city, e-mail, phone and bank account', async () => {
    renderContacts()
    const row = (await screen.findAllByTestId('contact-row'))[0]
    for (const text of ['Prádelna Bělidlo s.r.o.', '27082440', 'CZ27082440', 'Liberec', '+420 485 111 222'])
      expect(row?.textContent).toContain(text)
    expect(row?.textContent).toContain('19-2000145399/0800')
    expect(screen.getByTestId('contacts-range').textContent).toBe('1–2 z 2')
  })

  it('shows the labels of each contact as chips in its row', async () => {
    contacts = [
      { ...PRADELNA, labels: [{ id: VIP.id, name: 'VIP', color: 'grape' }] },
      { ...NOVAK, labels: [] },
    ]
    renderContacts()
    const [labelled, plain] = await screen.findAllByTestId('contact-row')
    const chips = within(labelled as HTMLElement).getByRole('list', { name: 'Štítky' })
    expect(within(chips).getByRole('listitem').textContent).toBe('VIP')
    expect(within(plain as HTMLElement).queryByRole('list', { name: 'Štítky' })).toBeNull()
  })

  it('asks the server for the typed text once typing rests', async () => {
    renderContacts()
    await screen.findByText('Jan Novák')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Hledat v kontaktech' }), { target: { value: 'nov' } })
    expect(contactCalls().some(({ query }) => query.get('text') === 'nov')).toBe(false)
    await waitFor(() => expect(screen.queryByText('Prádelna Bělidlo s.r.o.')).toBeNull())
    expect(contactCalls().at(-1)?.query.get('text')).toBe('nov')
    expect(contactCalls().filter(({ query }) => query.has('text'))).toHaveLength(1)
  })

  it('lists only contacts with a bank account from the with-account call', async () => {
    renderContacts()
    await screen.findByText('Jan Novák')
    fireEvent.click(screen.getByText('S bankovním účtem'))
    await waitFor(() => expect(screen.queryByText('Jan Novák')).toBeNull())
    expect(contactCalls().at(-1)?.endpoint).toBe(listContactsWithAccount)
    expect(contactCalls().at(-1)?.params).toEqual({ slugs: 'demo' })
    expect(screen.getByText('Prádelna Bělidlo s.r.o.')).toBeTruthy()
  })

  it('says what to do when there are no contacts yet', async () => {
    contacts = []
    renderContacts()
    expect(await screen.findByText('Zatím tu nejsou žádné kontakty')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /Nový kontakt/ })).toHaveLength(2)
  })

  it('moves from the search down the rows with the arrows and opens the focused one on Enter', async () => {
    renderContacts()
    await screen.findByText('Jan Novák')
    fireEvent.keyDown(document.body, { key: '/' })
    const search = screen.getByRole('searchbox', { name: 'Hledat v kontaktech' })
    expect(document.activeElement).toBe(search)
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowDown' })
    const novak = screen.getByRole('button', { name: 'Jan Novák' })
    expect(document.activeElement).toBe(novak)
    fireEvent.click(novak) // what Enter on a focused button does
    const dialog = await screen.findByRole('dialog', { name: 'Upravit kontakt' })
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('jan.novak@example.com')
    expect(dialog).toBeTruthy()
  })

  it('opens a new contact on n', async () => {
    renderContacts()
    await screen.findByText('Jan Novák')
    fireEvent.keyDown(document.body, { key: 'n' })
    expect(await screen.findByRole('dialog', { name: 'Nový kontakt' })).toBeTruthy()
  })

  it('turns pages on the server and says which contacts it shows', async () => {
    total = 120
    renderContacts()
    await screen.findByText('Jan Novák')
    expect(screen.getByTestId('contacts-range').textContent).toBe('1–2 z 120')
    fireEvent.click(screen.getByRole('button', { name: '2' }))
    await waitFor(() => expect(contactCalls().at(-1)?.query.get('page')).toBe('1'))
    expect(await screen.findByText('51–52 z 120')).toBeTruthy()
  })

  it('still starts a new contact on n after the all / with-account switch was clicked', async () => {
    renderContacts()
    await screen.findByText('Jan Novák')
    const radio = screen.getByRole('radio', { name: 'S bankovním účtem' })
    fireEvent.click(radio)
    fireEvent.keyDown(radio, { key: 'n' })
    expect(await screen.findByRole('dialog', { name: 'Nový kontakt' })).toBeTruthy()
  })

  it('lets a role without contacts.write look but not edit', async () => {
    role = 'HOUSEKEEPING'
    renderContacts()
    await screen.findByText('Jan Novák')
    expect(screen.queryByRole('button', { name: /Nový kontakt/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Jan Novák' })).toBeNull()
  })
})

describe('the contact list filtered by labels', () => {
  it('asks for the contacts carrying the labels the address names', async () => {
    renderContacts(`/demo/contacts?label=${VIP.id}`)
    await screen.findByText('Jan Novák')
    expect(contactCalls().at(-1)?.query.getAll('labelId')).toEqual([VIP.id])
  })

  it('filters by a label chosen from the list', async () => {
    renderContacts()
    await screen.findByText('Jan Novák')
    const filter = await screen.findByRole('combobox', { name: 'Štítky' })
    fireEvent.click(filter)
    // Mantine keeps the dropdown in the DOM; jsdom runs no transition
    const listbox = await waitFor(() => {
      const element = document.getElementById(filter.getAttribute('aria-controls') ?? '')
      if (!element) throw new Error('no listbox for the label filter')
      return element
    })
    fireEvent.click(await within(listbox).findByRole('option', { name: 'VIP', hidden: true }))
    await waitFor(() => expect(contactCalls().at(-1)?.query.getAll('labelId')).toEqual([VIP.id]))
  })

  it('drops a label that is gone from the filter instead of asking the server with it', async () => {
    renderContacts(`/demo/contacts?label=${GONE},${VIP.id}`)
    await waitFor(() => expect(contactCalls().at(-1)?.query.getAll('labelId')).toEqual([VIP.id]))
  })

  it('shows no label filter while the workspace has no labels', async () => {
    labels = []
    renderContacts()
    await screen.findByText('Jan Novák')
    expect(screen.queryByRole('combobox', { name: 'Štítky' })).toBeNull()
  })
})
