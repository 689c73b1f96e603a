// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { CompanyInput, type CompanyValues } from '@innkeep/contract'
import { fireEvent, screen } from '@testing-library/react'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { FIRST_PAINT, renderWithProviders } from '../../test/render.tsx'
import { localizedResolver } from '../form/localized-resolver.ts'
import { type CompanyFormValues, emptyCompany } from './company-form-values.ts'
import { TaxFilingFields } from './tax-filing-fields.tsx'

function Harness({ start, onSave }: { start: Partial<CompanyFormValues>; onSave: (values: CompanyValues) => void }) {
  const form = useForm<CompanyFormValues, unknown, CompanyValues>({
    resolver: localizedResolver<typeof CompanyInput, CompanyFormValues>(CompanyInput),
    defaultValues: { ...emptyCompany(), name: 'Penzion U Lípy', ...start },
  })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSave)} noValidate>
        <TaxFilingFields />
        <button type="submit">Uložit</button>
      </form>
    </FormProvider>
  )
}

function renderFields(start: Partial<CompanyFormValues> = {}) {
  const onSave = vi.fn()
  renderWithProviders(<Harness start={start} onSave={onSave} />)
  return onSave
}

describe('the tax office fields', () => {
  it('refuses a tax office code that is not 3 digits and saves one that is', async () => {
    const onSave = renderFields()
    const office = await screen.findByRole('textbox', { name: /Kód finančního úřadu/ }, FIRST_PAINT)
    fireEvent.change(office, { target: { value: '45' } })
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    expect(await screen.findByText('Kód finančního úřadu má 3 číslice, např. 451.')).toBeTruthy()
    fireEvent.change(office, { target: { value: '451' } })
    fireEvent.change(screen.getByRole('textbox', { name: /Kód územního pracoviště/ }), { target: { value: '2001' } })
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled())
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ taxOffice: '451', taxOfficeWorkplace: '2001', taxFilerType: '' })
  })

  it('asks for the name only when a natural person files', async () => {
    renderFields({ taxFilerType: 'NATURAL_PERSON' })
    expect(await screen.findByRole('textbox', { name: 'Příjmení' }, FIRST_PAINT)).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Jméno' })).toBeTruthy()
  })

  it('leaves the name out for a company', async () => {
    renderFields({ taxFilerType: 'LEGAL_PERSON' })
    await screen.findByRole('textbox', { name: /Kód finančního úřadu/ }, FIRST_PAINT)
    expect(screen.queryByRole('textbox', { name: 'Příjmení' })).toBeNull()
  })
})
