import type { InvoiceSummary } from '@innkeep/contract'
import { Anchor, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useFormat } from '../../i18n/use-format.ts'

interface Props {
  slug: string
  invoice: InvoiceSummary
  /** What the row is called: its number, or its type and number. */
  label: string
  /** A link to the invoice, for who may read money. */
  canOpen: boolean
  /** Badges and actions on the right. */
  side?: ReactNode
  testId?: string
}

/** An invoice in another record's list (a stay's documents, a contract's invoices): name, date, total, badges. */
export function InvoiceDocumentRow({ slug, invoice, label, canOpen, side, testId }: Props) {
  const format = useFormat()
  const strike = invoice.validity === 'CANCELED' ? 'line-through' : undefined
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid={testId}>
      <Stack gap={0}>
        {canOpen ? (
          <Anchor component={Link} to={`/${slug}/invoices/${invoice.id}`} fw={600} size="sm" td={strike}>
            {label}
          </Anchor>
        ) : (
          <Text fw={600} size="sm" td={strike}>
            {label}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {format.date(invoice.issueDate)} · {format.money(invoice.total, invoice.currency)}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        {side}
      </Group>
    </Group>
  )
}
