import type { Message } from '@innkeep/contract'
import { useCallback, useState } from 'react'
import type { z } from 'zod'

/**
 * A save's CONFLICT: the current entity the server sent goes back into the form (`load`),
 * and its messages stay for a `ConflictAlert` until `clear`.
 */
export function useConflict<T>(schema: z.ZodType<T>, load: (current: T) => void) {
  const [messages, setMessages] = useState<Message[] | null>(null)
  const clear = useCallback(() => setMessages(null), [])
  const onConflict = (entity: unknown, conflict: Message[]) => {
    const current = schema.safeParse(entity)
    if (current.success) load(current.data)
    setMessages(conflict)
  }
  return { messages, clear, onConflict }
}
