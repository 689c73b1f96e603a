// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import type { Message } from '@innkeep/contract'
import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { useDialogSave } from './use-dialog-save.ts'

const Room = z.object({ id: z.string(), name: z.string(), version: z.number() })
type Room = z.infer<typeof Room>
const BLANK = { name: '' }

function useRoomDialog() {
  const form = useForm<{ name: string }>({ defaultValues: BLANK })
  const dialog = useDialogSave({ form, schema: Room, toForm: (room: Room) => ({ name: room.name }) })
  return { form, dialog }
}

const message = (over: Partial<Message>): Message => ({
  scope: 'FIELD',
  severity: 'VALIDATION',
  code: 'x',
  text: 'Zadejte název.',
  ...over,
})

describe('a create-or-edit dialog’s save', () => {
  it('opens a record with its values, or a new one blank', () => {
    const { result } = renderHook(useRoomDialog)
    act(() => result.current.dialog.open({ id: 'r1', name: 'Lípa', version: 3 }, BLANK))
    expect(result.current.form.getValues()).toEqual({ name: 'Lípa' })
    expect(result.current.dialog.editing).toMatchObject({ id: 'r1', version: 3 })
    expect(result.current.dialog.key).toEqual({ id: 'r1', version: 3 })
    act(() => result.current.dialog.open(null, BLANK))
    expect(result.current.form.getValues()).toEqual(BLANK)
    expect(result.current.dialog.editing).toBeNull()
    expect(result.current.dialog.key).toEqual({})
  })

  it('puts field messages on the field and the others above the form', () => {
    const { result } = renderHook(useRoomDialog)
    act(() => result.current.dialog.open(null, BLANK))
    act(() => {
      result.current.dialog
        .handlers(vi.fn())
        .validation?.([message({ field: 'name' }), message({ scope: 'GLOBAL', text: 'Zkuste to znovu.' })])
    })
    expect(result.current.form.getFieldState('name').error?.message).toBe('Zadejte název.')
    expect(result.current.dialog.formMessages.map((m) => m.text)).toEqual(['Zkuste to znovu.'])
  })

  it('loads a conflict’s current record with its reason, and a new save forgets the reason', () => {
    const { result } = renderHook(useRoomDialog)
    act(() => result.current.dialog.open({ id: 'r1', name: 'Lípa', version: 3 }, BLANK))
    const conflict = [message({ severity: 'CONFLICT', scope: 'GLOBAL', text: 'Změnil to někdo jiný.' })]
    act(() => result.current.dialog.handlers(vi.fn()).conflict?.({ id: 'r1', name: 'Lípa II', version: 4 }, conflict))
    expect(result.current.form.getValues()).toEqual({ name: 'Lípa II' })
    expect(result.current.dialog.editing?.version).toBe(4)
    expect(result.current.dialog.conflict).toEqual(conflict)
    const success = vi.fn()
    act(() => result.current.dialog.handlers(success).success?.({ id: 'r1', name: 'Lípa II', version: 5 }))
    expect(result.current.dialog.conflict).toBeNull()
    expect(success).toHaveBeenCalledWith({ id: 'r1', name: 'Lípa II', version: 5 })
  })

  it('closes after a save with a toast naming what was saved', () => {
    const { result } = renderHook(useRoomDialog)
    const close = vi.fn()
    const then = vi.fn()
    const handlers = result.current.dialog.closeOnSave((room) => `Uloženo: ${room.name}`, close, then)
    act(() => handlers.success?.({ id: 'r1', name: 'Lípa', version: 4 }))
    expect(then).toHaveBeenCalledWith({ id: 'r1', name: 'Lípa', version: 4 })
    expect(close).toHaveBeenCalledOnce()
  })
})
