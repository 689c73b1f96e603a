// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useMemo } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '../../i18n/i18n.ts'
import { FIRST_PAINT, renderWithProviders } from '../../test/render.tsx'
import { localizedResolver } from '../form/localized-resolver.ts'
import { GuestFields } from './guest-fields.tsx'
import { type CardOutput, cardsSchema, emptyCard, type GuestCard, type GuestCards } from './guest-form-values.ts'

afterEach(() => changeLanguage('cs'))

/** One guest's fields in a form of its own, as the staff editor and the guest's page hold them. */
function Harness({
  audience,
  start,
  onSave,
}: {
  audience: 'guest' | 'staff'
  start: GuestCard
  onSave: (guests: (CardOutput | undefined)[]) => void
}) {
  const { t } = useTranslation()
  const schema = useMemo(() => cardsSchema(t, '2027-03-10'), [t])
  const form = useForm<GuestCards, unknown, { guests: (CardOutput | undefined)[] }>({
    resolver: localizedResolver<typeof schema, GuestCards>(schema),
    defaultValues: { guests: [start] },
  })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onSave(values.guests))} noValidate>
        <GuestFields index={0} onRemove={() => undefined} readOnly={false} audience={audience} testId="guest-row-0" />
        <button type="submit">Uložit</button>
      </form>
    </FormProvider>
  )
}

function renderGuest(audience: 'guest' | 'staff' = 'staff', start: Partial<GuestCard> = {}) {
  const onSave = vi.fn()
  renderWithProviders(
    <Harness
      audience={audience}
      start={{ ...emptyCard(), firstName: 'Jana', lastName: 'Horváthová', ...start }}
      onSave={onSave}
    />,
  )
  return onSave
}

/** Types into the country field and picks the option named `name` (the name, then the code). */
async function pickCountry(search: string, name: RegExp) {
  const input = await screen.findByRole(
    'combobox',
    { name: /Státní příslušnost|Nationality|Staatsangehörigkeit/ },
    FIRST_PAINT,
  )
  // typed by a person: the field has the focus (a change without it is autofill, which Mantine picks by label)
  act(() => input.focus())
  fireEvent.click(input)
  fireEvent.change(input, { target: { value: search } })
  const listbox = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '')
    if (!element) throw new Error('no listbox for the country')
    return element
  })
  const option = await waitFor(() => within(listbox).getByRole('option', { name, hidden: true }))
  fireEvent.click(option)
  return { input: input as HTMLInputElement, option }
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))

describe('the guest form', () => {
  it('offers Slovakia as SVK when Slovensko is typed, and saves the code', async () => {
    const onSave = renderGuest('staff', { documentType: 'OP', documentNumber: 'EA123456' })
    const { input, option } = await pickCountry('Slovensko', /Slovensko/)
    expect(option.textContent).toContain('SVK')
    await waitFor(() => expect(input.value).toBe('Slovensko'))
    save()
    await waitFor(() => expect(onSave).toHaveBeenCalled())
    expect(onSave.mock.calls[0]?.[0][0]).toMatchObject({ nationality: 'SVK', documentType: 'OP' })
  })

  it('marks a foreigner’s document as required and refuses to save without it', async () => {
    const onSave = renderGuest('staff')
    expect((screen.getByLabelText('Číslo dokladu') as HTMLInputElement).required).toBe(false)
    await pickCountry('germany', /Německo/)
    await waitFor(() => expect((screen.getByLabelText('Číslo dokladu') as HTMLInputElement).required).toBe(true))
    expect(screen.getByTestId('guest-0-police-hint').textContent).toContain('hlášení cizinecké policii')
    save()
    expect(await screen.findByText('U cizince vyplňte číslo dokladu (policie ho vyžaduje).')).toBeTruthy()
    expect(screen.getByText('U cizince vyberte druh dokladu (policie ho vyžaduje).')).toBeTruthy()
    expect(onSave).not.toHaveBeenCalled()
  })

  it('refuses a birth date that does not exist, keeping what was typed', async () => {
    const onSave = renderGuest('guest', { nationality: 'CZE' })
    const birth = await screen.findByLabelText('Datum narození', {}, FIRST_PAINT)
    fireEvent.change(birth, { target: { value: '30.2.2023' } })
    save()
    expect(await screen.findByText(/Takový den neexistuje/)).toBeTruthy()
    expect((birth as HTMLInputElement).value).toBe('30.2.2023')
    expect(onSave).not.toHaveBeenCalled()
  })

  it('refuses a birth date in the future', async () => {
    renderGuest('guest', { nationality: 'CZE', birthDate: '1. 1. 2030' })
    save()
    expect(await screen.findByText('Datum narození nemůže být v budoucnosti.', {}, FIRST_PAINT)).toBeTruthy()
  })

  it('asks for a visa number only outside the EU, with a hint for whom', async () => {
    renderGuest('guest', { documentType: 'PAS', documentNumber: 'FK1' })
    await pickCountry('rakous', /Rakousko/)
    expect(screen.queryByLabelText('Číslo víza')).toBeNull()
    await pickCountry('ukraj', /Ukrajina/)
    expect(await screen.findByLabelText('Číslo víza')).toBeTruthy()
    expect(screen.getByText('Jen pokud jste ke vstupu do Česka potřebovali vízum.')).toBeTruthy()
  })

  it('speaks English, and finds a country by its Czech name there too', async () => {
    await act(() => changeLanguage('en'))
    renderGuest('guest')
    const { option } = await pickCountry('Slovensko', /Slovakia/)
    expect(option.textContent).toContain('SVK')
    expect(((await screen.findByLabelText('Document number')) as HTMLInputElement).required).toBe(true)
  })

  it('names the countries in German on a German page', async () => {
    await act(() => changeLanguage('de'))
    renderGuest('guest')
    const { option } = await pickCountry('Slowak', /Slowakei/)
    expect(option.textContent).toContain('SVK')
  })
})
