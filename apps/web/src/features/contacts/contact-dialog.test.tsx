// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type AresCompany,
  ares,
  type ContactRecord,
  createContact,
  getLabel,
  getObjectLabels,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeAnswer, fail, fakeApi, inTurn } from '../../test/fake-api.ts'
import { member, renderWithProviders } from '../../test/render.tsx'
import { ContactDialog } from './contact-dialog.tsx'

const SUPERFAKTURA: AresCompany = {
  ico: '01569651',
  name: 'Superfaktura.cz, s.r.o.',
  dic: 'CZ01569651',
  vatPayer: true,
  legalForm: '112',
  address: { street: 'Šámalova 2904/21', city: 'Brno', postcode: '615 00', country: 'CZ' },
  textAddress: 'Šámalova 2904/21, Židenice, 61500 Brno',
  ceasedOn: null,
}

const saved = (over: Partial<ContactRecord> = {}): ContactRecord => ({
  id: '01a200a8-0000-7000-8000-000000000001',
  name: 'Superfaktura.cz, s.r.o.',
  ico: '01569651',
  dic: 'CZ01569651',
  address: { street: 'Šámalova 2904/21', city: 'Brno', postcode: '615 00', country: 'CZ' },
  email: '',
  phone: '',
  bankAccount: '',
  iban: '',
  note: '',
  createdAt: '2027-01-01T00:00:00Z',
  version: 3,
  ...over,
})

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } })
const sentBodies = () => api.calls(createContact).map(({ body }) => body)

function renderDialog(contact: ContactRecord | 'new' = 'new') {
  const onClose = vi.fn()
  renderWithProviders(<ContactDialog slug="demo" contact={contact} onClose={onClose} />)
  return onClose
}

async function lookUpIco(ico: string) {
  type(/^IČO/, ico)
  fireEvent.click(screen.getByRole('button', { name: 'Načíst z ARES' }))
}

/** A member who may read and write files only: the label picker shows, the history panel does not. */
const filesOnly = member('OWNER')
filesOnly.me.permissions = ['files.read', 'files.write']

/** The calls of the label picker (a saved contact's role and labels): the tests here are about the form. */
const LABELS_AND_ROLE = [user, getLabel, getObjectLabels]

let api: ReturnType<typeof fakeApi>

/** The fakes: the label picker's, and what ARES and saving a contact answer in each test. */
function serve({ lookUp, save }: { lookUp?: FakeAnswer<typeof ares>; save?: FakeAnswer<typeof createContact> }) {
  api = fakeApi([
    [user, () => filesOnly],
    [getLabel, () => []],
    [getObjectLabels, () => []],
    [ares, lookUp ?? (() => SUPERFAKTURA)],
    [createContact, save ?? (() => saved())],
  ])
}

/** The calls past the label picker's: ARES and saving. */
const formCalls = () => api.all.filter(({ endpoint }) => !LABELS_AND_ROLE.includes(endpoint as never))

beforeEach(() => serve({}))
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the contact editor and ARES', () => {
  it('fills name, DIČ and address from ARES', async () => {
    serve({ lookUp: () => SUPERFAKTURA })
    renderDialog()
    await lookUpIco('01569651')
    await waitFor(() => expect(field(/^Název/).value).toBe('Superfaktura.cz, s.r.o.'))
    expect(formCalls()[0]?.endpoint).toBe(ares)
    expect(formCalls()[0]?.query.get('ico')).toBe('01569651')
    expect(field('DIČ').value).toBe('CZ01569651')
    expect(field('Ulice a číslo').value).toBe('Šámalova 2904/21')
    expect(field('Obec').value).toBe('Brno')
    expect(field('PSČ').value).toBe('615 00')
  })

  it('says on the field when ARES does not know the IČO', async () => {
    serve({ lookUp: () => fail.notFound() })
    renderDialog()
    await lookUpIco('27082440')
    expect(await screen.findByText(/Firmu s tímto IČO v registru ARES nemají/)).toBeTruthy()
  })

  it('says beside the field when ARES is unavailable, and the form stays usable', async () => {
    serve({
      lookUp: () =>
        fail.validation([
          { scope: 'GLOBAL', severity: 'VALIDATION', code: 'ares.unavailable', text: 'Registr ARES teď neodpovídá.' },
        ]),
    })
    renderDialog()
    await lookUpIco('27082440')
    expect((await screen.findByTestId('ares-problem')).textContent).toBe('Registr ARES teď neodpovídá.')
  })

  it('checks the IČO before asking ARES', async () => {
    renderDialog()
    await lookUpIco('27082441')
    expect(await screen.findByText('IČO není platné (nesedí kontrolní číslice).')).toBeTruthy()
    expect(formCalls()).toEqual([])
  })
})

describe('saving a contact', () => {
  it('shows the IBAN the account number gives and sends a new contact without id', async () => {
    serve({ save: () => saved({ name: 'Jan Novák' }) })
    const onClose = renderDialog()
    type(/^Název/, 'Jan Novák')
    type('Číslo účtu', '19-2000145399/0800')
    expect(screen.getByTestId('iban-preview').textContent).toBe('IBAN z čísla účtu: CZ65 0800 0000 1920 0014 5399')
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const [body] = sentBodies()
    expect(body).toMatchObject({ name: 'Jan Novák', iban: 'CZ6508000000192000145399' })
    expect(body?.id).toBeUndefined()
  })

  it('puts the server message about a duplicate IČO on the IČO field', async () => {
    serve({
      save: () =>
        fail.validation([
          {
            scope: 'FIELD',
            severity: 'VALIDATION',
            code: 'contacts.duplicateIco',
            field: 'ico',
            text: 'Kontakt s IČO 01569651 už existuje: Superfaktura.cz, s.r.o.',
          },
        ]),
    })
    const onClose = renderDialog()
    type(/^IČO/, '01569651')
    type(/^Název/, 'Superfaktura')
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    const message = await screen.findByText('Kontakt s IČO 01569651 už existuje: Superfaktura.cz, s.r.o.')
    expect(field(/^IČO/).getAttribute('aria-describedby')).toContain(message.id)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('loads the current contact on a CONFLICT, says so, and saves against its version next', async () => {
    const current = saved({ version: 4, phone: '+420 541 000 111' })
    serve({
      save: inTurn(
        () =>
          fail.conflict(current, [
            {
              scope: 'GLOBAL',
              severity: 'CONFLICT',
              code: 'contacts.stale',
              text: 'Kontakt mezitím změnil někdo jiný.',
            },
          ]),
        () => saved({ version: 5 }),
      ),
    })
    const onClose = renderDialog(saved())
    type('E-mail', 'fakturace@superfaktura.example')
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    expect((await screen.findByText('Kontakt mezitím změnil někdo jiný.')).closest('[role="alert"]')).toBeTruthy()
    expect(field('Telefon').value).toBe('+420 541 000 111')
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sentBodies().map((b) => [b.id, b.version])).toEqual([
      [current.id, 3],
      [current.id, 4],
    ])
  })
})
