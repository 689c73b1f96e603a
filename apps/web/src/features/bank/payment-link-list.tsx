import type { PaymentLink } from '@innkeep/contract'
import { Anchor, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '../../i18n/use-format.ts'

/** Where a linked document opens: an issued invoice or a supplier invoice. */
export function documentPath(slug: string, link: Pick<PaymentLink, 'action' | 'documentId'>): string {
  return `/${slug}/${link.action === 'PAY_INVOICE' ? 'invoices' : 'expenses'}/${link.documentId}`
}

/** The documents a bank item pays, compact for a list row. */
export function LinkedDocuments({ slug, links, currency }: { slug: string; links: PaymentLink[]; currency: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  if (links.length === 0) return null
  return (
    <Stack gap={0}>
      {links.map((link) => (
        <Group key={link.id} gap={6} wrap="nowrap">
          <Anchor component={Link} to={documentPath(slug, link)} size="xs" fw={600}>
            {link.documentNumber ?? t('bank.links.noNumber')}
          </Anchor>
          <Text size="xs" c="dimmed" truncate maw={110}>
            {link.partnerName}
          </Text>
          <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
            {format.money(link.amount, currency)}
          </Text>
        </Group>
      ))}
    </Stack>
  )
}
