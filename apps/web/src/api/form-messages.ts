import type { Message } from '@innkeep/contract'

/**
 * Every leaf path of a form's values: `{ address: { city } }` → `address.city`; array items by index
 * (`guests.1.nationality`), and the array itself (`seasons`) for a message about the whole list.
 */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (Array.isArray(values)) return [prefix, ...values.flatMap((item, i) => itemPaths(item, `${prefix}.${i}`))]
  if (!values || typeof values !== 'object') return prefix ? [prefix] : []
  return Object.entries(values).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return value && typeof value === 'object' ? fieldPaths(value, path) : [path]
  })
}

function itemPaths(item: unknown, path: string): string[] {
  return item && typeof item === 'object' ? fieldPaths(item, path) : [path]
}

type SetFieldError = (field: string, message: string, focus: boolean) => void

/**
 * Puts each VALIDATION message that names a field of the form on that field; returns the rest
 * (GLOBAL, COMPONENT, or a field the form does not show) for the form-level alert.
 */
export function applyServerMessages(
  messages: Message[],
  fields: readonly string[],
  setError: SetFieldError,
): Message[] {
  const rest: Message[] = []
  let focused = false
  for (const message of messages) {
    if (message.field && fields.includes(message.field)) {
      setError(message.field, message.text, !focused)
      focused = true
    } else {
      rest.push(message)
    }
  }
  return rest
}
