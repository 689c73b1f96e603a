import type { BankItem } from '@innkeep/contract'
import { Divider, Drawer, Grid, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { usePaymentLinks } from '../../api/bank.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { BankItemDetail } from './bank-item-detail.tsx'
import { DocumentCandidates } from './document-candidates.tsx'
import { DocumentSearch } from './document-search.tsx'
import { LinkedPayments } from './linked-payments.tsx'

function Reconciliation({ slug, item, canWrite }: { slug: string; item: BankItem; canWrite: boolean }) {
  const { t } = useTranslation()
  // the links are read fresh: after each link or unlink they say what is left to split
  const links = usePaymentLinks(slug, { bankItemId: item.id })
  const current = links.data ?? item.links
  // a difference booked on the item's side (rounding it paid beyond the document) uses the item too
  const linked = current.reduce(
    (sum, link) => sum + link.amount + (link.difference?.side === 'ITEM' ? link.difference.amount : 0),
    0,
  )
  const remaining = Math.max(0, Math.abs(item.amount) - linked)
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <BankItemDetail item={item} linked={linked} />
          <Divider />
          <Title order={3} size="h5">
            {t('bank.match.existingLinks')}
          </Title>
          {links.error ? (
            <ErrorState error={links.error} onRetry={() => void links.refetch()} />
          ) : links.isPending ? (
            <PageSkeleton rows={2} />
          ) : (
            <LinkedPayments slug={slug} links={current} currency={item.currency} canWrite={canWrite} side="item" />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('bank.match.candidates')}
          </Title>
          <DocumentCandidates slug={slug} item={item} remaining={remaining} canWrite={canWrite} />
          <Divider />
          <Title order={3} size="h5">
            {t('bank.search.title')}
          </Title>
          <DocumentSearch slug={slug} item={item} remaining={remaining} canWrite={canWrite} />
        </Stack>
      </Grid.Col>
    </Grid>
  )
}

/** Párování plateb: the item on the left, ranked documents on the right; Esc closes. */
export function ReconciliationDrawer({
  slug,
  item,
  canWrite,
  onClose,
}: {
  slug: string
  item: BankItem | null
  canWrite: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Drawer
      opened={item !== null}
      onClose={onClose}
      position="right"
      size="min(1100px, 100%)"
      title={
        <Title order={2} size="h3">
          {t('bank.match.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {item ? <Reconciliation key={item.id} slug={slug} item={item} canWrite={canWrite} /> : null}
    </Drawer>
  )
}
