// @vitest-environment jsdom
import '../test/setup-dom.ts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render.tsx'
import { ConfirmAction } from './confirm-action.tsx'

function renderRemove(onConfirm = vi.fn(async () => undefined)) {
  renderWithProviders(
    <ConfirmAction
      label="Odebrat Evu"
      icon="×"
      title="Odebrat člena?"
      text="Eva ztratí přístup."
      confirmLabel="Odebrat"
      onConfirm={onConfirm}
    />,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Odebrat Evu' }))
  return onConfirm
}

describe('ConfirmAction', () => {
  it('asks in a dialog before it acts, and closes when done', async () => {
    const onConfirm = renderRemove()
    expect(await screen.findByText('Eva ztratí přístup.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Odebrat' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('does nothing when the question is answered Zrušit', async () => {
    const onConfirm = renderRemove()
    fireEvent.click(await screen.findByRole('button', { name: 'Zrušit' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
