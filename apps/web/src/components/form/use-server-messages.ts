import type { Message } from '@innkeep/contract'
import { useCallback, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { applyServerMessages, fieldPaths } from '../../api/form-messages.ts'

/** The server's VALIDATION messages: field ones onto react-hook-form, the others for a FormAlert. */
export function useServerMessages<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>) {
  const [formMessages, setFormMessages] = useState<Message[]>([])
  const { getValues, setError } = form
  const validation = useCallback(
    (messages: Message[]) => {
      const rest = applyServerMessages(messages, fieldPaths(getValues()), (field, message, focus) =>
        setError(field as Path<T>, { type: 'server', message }, { shouldFocus: focus }),
      )
      setFormMessages(rest)
    },
    [getValues, setError],
  )
  const clear = useCallback(() => setFormMessages([]), [])
  return { formMessages, validation, clear, setFormMessages }
}
