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
  /** The record as the form first shows it. */
  record: T
  toForm: (record: T) => V
  save: (body: O & { version: number }, handlers: Handlers<T>) => Promise<unknown>
  /** The toast after a save. */
  savedMessage: string
}

/**
 * An inline form over one record saved against the version it shows (company profile, local fee):
 * a save or a CONFLICT loads the server's record back into the form; the CONFLICT also says why.
 */
export function useVersionedSave<T extends { version: number }, V extends FieldValues, O>(options: Options<T, V, O>) {
  const { form, schema, record, toForm, save, savedMessage } = options
  const server = useServerMessages(form)
  const [version, setVersion] = useState(record.version)
  const load = (current: T) => {
    form.reset(toForm(current))
    setVersion(current.version)
  }
  const conflict = useConflict(schema, load)
  const submit = form.handleSubmit(async (values) => {
    server.clear()
    conflict.clear()
    await save(
      { ...values, version },
      {
        validation: server.validation,
        conflict: conflict.onConflict,
        success: (saved) => {
          load(saved)
          notifications.show({ color: 'green', message: savedMessage })
        },
      },
    )
  })
  return { submit, formMessages: server.formMessages, conflict: conflict.messages }
}
