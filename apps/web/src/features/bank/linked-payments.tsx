import type { PaymentLink } from '@innkeep/contract'
import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconUnlink } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useUnlinkPayment } from '../../api/bank.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { documentPath } from './payment-link-list.tsx'
import { showRefusal } from './statement-import-button.tsx'

interface Props {
  slug: string
  links: PaymentLink[]
  currency: string
  canWrite: boolean
  /** From a document: name the account and date; from an item: name the document. */
  side: 'item' | 'document'
}

/** Links already made, each with Zrušit spárování. */
export function LinkedPayments({ slug, links, currency, canWrite, side }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const unlink = useUnlinkPayment()
  const [busy, setBusy] = useState<string | null>(null)
  const remove = async (link: PaymentLink) => {
    setBusy(link.id)
    try {
      await unlink.run(
        { params: { slugs: slug, id: link.id } },
        {
          validation: showRefusal,
          success: () => notifications.show({ color: 'green', message: t('bank.links.unlinked') }),
        },
      )
    } finally {
      setBusy(null)
    }
  }
  if (links.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t(side === 'item' ? 'bank.links.noneForItem' : 'bank.links.noneForDocument')}
      </Text>
    )
  return (
    <Stack gap="xs" data-testid="payment-links">
      {links.map((link) => (
        <Group key={link.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="payment-link">
          <Stack gap={0} style={{ minWidth: 0 }}>
            {side === 'item' ? (
              <Group gap={6}>
                <Anchor component={Link} to={documentPath(slug, link)} size="sm" fw={600}>
                  {link.documentNumber ?? t('bank.links.noNumber')}
                </Anchor>
                <Text size="sm" truncate>
                  {link.partnerName}
                </Text>
              </Group>
            ) : (
              <Text size="sm" fw={500}>
                {format.date(link.bookedOn)} · {link.accountName}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('bank.links.linkedOn', { date: format.date(link.createdAt) })}
            </Text>
            {link.difference ? (
              <Text size="xs" c="orange.8" data-testid="link-difference">
                {t('bank.difference.booked', {
                  reason: t(`bank.difference.${link.difference.reason}`),
                  amount: format.money(link.difference.amount, currency),
                })}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {format.money(link.amount, currency)}
            </Text>
            {canWrite ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                leftSection={<IconUnlink size={14} />}
                loading={busy === link.id}
                onClick={() => void remove(link)}
              >
                {t('bank.links.unlink')}
              </Button>
            ) : null}
          </Group>
        </Group>
      ))}
    </Stack>
  )
}
