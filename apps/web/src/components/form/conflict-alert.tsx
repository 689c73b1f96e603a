import type { Message } from '@innkeep/contract'
import { Alert, type AlertProps } from '@mantine/core'
import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'

interface Props extends Omit<AlertProps, 'children'> {
  /** The server's CONFLICT messages; null shows nothing, an empty list the generic text. */
  messages: Message[] | null
  /** Said when the server gave no message; the stale-reservation text unless said. */
  fallback?: string
  'data-testid'?: string
}

/** Someone else saved first: the form shows the current state and this says so. */
export const ConflictAlert = forwardRef<HTMLDivElement, Props>(function ConflictAlert(
  { messages, fallback, ...props },
  ref,
) {
  const { t } = useTranslation()
  if (!messages) return null
  return (
    <Alert ref={ref} color="orange" variant="light" role="alert" {...props}>
      {messages[0]?.text ?? fallback ?? t('detail.stale')}
    </Alert>
  )
})
