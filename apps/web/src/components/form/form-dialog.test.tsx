// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { TextInput } from '@mantine/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/render.tsx'
import { FormDialog } from './form-dialog.tsx'

function NameDialog({ onSave, onClose }: { onSave: (name: string) => void; onClose: () => void }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: 'Pokoje' } })
  return (
    <FormDialog
      opened
      onClose={onClose}
      title="Skupina"
      form={form}
      onSubmit={form.handleSubmit((values) => onSave(values.name))}
      loading={false}
    >
      <TextInput label="Název" {...form.register('name')} />
    </FormDialog>
  )
}

describe('FormDialog', () => {
  it('submits its fields with Uložit', async () => {
    const onSave = vi.fn()
    renderWithProviders(<NameDialog onSave={onSave} onClose={vi.fn()} />)
    fireEvent.change(await screen.findByLabelText('Název'), { target: { value: 'Kemp' } })
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Kemp'))
  })

  it('closes without saving on Zrušit', async () => {
    const onSave = vi.fn()
    const onClose = vi.fn()
    renderWithProviders(<NameDialog onSave={onSave} onClose={onClose} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Zrušit' }))
    expect(onClose).toHaveBeenCalledOnce()
    expect(onSave).not.toHaveBeenCalled()
  })
})
