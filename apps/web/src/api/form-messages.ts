import type { Message } from '@innkeep/contract'

/** Every leaf path of a form's values: `{ address: { city } }` → `address.city`. */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return prefix ? [prefix] : []
  return Object.entries(values).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return value && typeof value === 'object' && !Array.isArray(value) ? fieldPaths(value, path) : [path]
  })
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
