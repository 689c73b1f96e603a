import type { Message } from '@innkeep/contract'
import { useCallback, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { applyServerMessages, fieldPaths } from '../../api/form-messages.ts'

/**
 * The server's VALIDATION messages: field ones onto react-hook-form, the others for a FormAlert.
 * `extraFields` are group paths the form shows a message for (e.g. `guests` above the guest counts).
 */
export function useServerMessages<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  extraFields: readonly string[] = [],
) {
  const [formMessages, setFormMessages] = useState<Message[]>([])
  const { getValues, setError } = form
  const extra = extraFields.join('|')
  const validation = useCallback(
    (messages: Message[]) => {
      const fields = [...fieldPaths(getValues()), ...(extra ? extra.split('|') : [])]
      const rest = applyServerMessages(messages, fields, (field, message, focus) =>
        setError(field as Path<T>, { type: 'server', message }, { shouldFocus: focus }),
      )
      setFormMessages(rest)
    },
    [getValues, setError, extra],
  )
  const clear = useCallback(() => setFormMessages([]), [])
  return { formMessages, validation, clear, setFormMessages }
}
