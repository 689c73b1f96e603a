import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { Handlers } from '../../api/client.ts'
import { useConflict } from './use-conflict.ts'
import { useServerMessages } from './use-server-messages.ts'

interface Options<T extends { version: number }, V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>
  /** The record the server answers with, after a save and in a CONFLICT. */
  schema: z.ZodType<T>
  toForm: (record: T) => V
}

/**
 * A dialog that creates a record or changes one at the version it was opened with (a label, a
 * table, a portal's feed). `open` loads the record, or the blank values for a new one, and forgets
 * the last save's messages; `handlers` answers a save: the server's field messages onto the form,
 * a CONFLICT's current record back into it with the reason, `success` otherwise. `load` puts a
 * newer copy of the record into the form (e.g. one fetched after opening) and keeps the messages.
 */
export function useDialogSave<T extends { version: number }, V extends FieldValues, O>(options: Options<T, V, O>) {
  const { form, schema, toForm } = options
  const server = useServerMessages(form)
  const [editing, setEditing] = useState<T | null>(null)
  const load = (record: T) => {
    form.reset(toForm(record))
    setEditing(record)
  }
  const conflict = useConflict(schema, load)
  const open = (record: T | null, blank: V) => {
    if (record) load(record)
    else {
      form.reset(blank)
      setEditing(null)
    }
    conflict.clear()
    server.clear()
  }
  const handlers = (success: (record: T) => void): Handlers<T> => {
    server.clear()
    conflict.clear()
    return { validation: server.validation, conflict: conflict.onConflict, success }
  }
  /** The usual success: a green toast saying what was saved, then the dialog closes. */
  const closeOnSave = (message: (record: T) => string, close: () => void, then?: (record: T) => void) =>
    handlers((record) => {
      notifications.show({ color: 'green', message: message(record) })
      then?.(record)
      close()
    })
  /** What the save sends to say which record it changes: its id and version, nothing for a new one. */
  const key: { id?: string; version?: number } = editing
    ? { ...('id' in editing ? { id: String(editing.id) } : {}), version: editing.version }
    : {}
  return {
    editing,
    key,
    open,
    load,
    handlers,
    closeOnSave,
    formMessages: server.formMessages,
    conflict: conflict.messages,
  }
}
