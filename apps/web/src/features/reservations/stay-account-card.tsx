import type { Reservation } from '@innkeep/contract'
import { Button, Group, Stack, Title } from '@mantine/core'
import { IconArrowBackUp, IconCash, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStayAccount } from '../../api/stay-accounts.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { todayIn } from '../../lib/local-date.ts'
import { AccountItems } from './account-items.tsx'
import { AccountPayments } from './account-payments.tsx'
import { AccountTotals } from './account-totals.tsx'
import { StayChargeDialog } from './stay-charge-dialog.tsx'
import { type PaymentKind, StayPaymentDialog } from './stay-payment-dialog.tsx'

interface Props {
  slug: string
  reservation: Reservation
  canWrite: boolean
}

/** Účet pobytu: what the stay and its extras cost, what was paid or given back, and what is left. */
export function StayAccountCard({ slug, reservation, canWrite }: Props) {
  const { t } = useTranslation()
  const { timeZone } = useWorkspaceAccess(slug)
  const query = useStayAccount(slug, reservation.id)
  const [charging, setCharging] = useState(false)
  const [paying, setPaying] = useState<PaymentKind | null>(null)
  const account = query.data
  if (query.isPending)
    return (
      <SectionCard title={t('stayAccount.title')}>
        <PageSkeleton rows={3} />
      </SectionCard>
    )
  if (!account)
    return (
      <SectionCard title={t('stayAccount.title')}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </SectionCard>
    )
  const canCharge = canWrite && reservation.status !== 'CANCELED'
  return (
    <SectionCard title={t('stayAccount.title')} lead={t('stayAccount.lead')}>
      <Stack gap="md" data-testid="stay-account">
        <AccountItems slug={slug} account={account} canVoid={canWrite && !account.invoiced} />
        <Title order={3} size="h5">
          {t('stayAccount.payments')}
        </Title>
        <AccountPayments account={account} />
        <AccountTotals account={account} />
        {canWrite ? (
          <Group gap="xs" justify="flex-end">
            {canCharge ? (
              <Button variant="default" leftSection={<IconPlus size={18} />} onClick={() => setCharging(true)}>
                {t('stayAccount.addCharge')}
              </Button>
            ) : null}
            {account.taken > 0 ? (
              <Button variant="default" leftSection={<IconArrowBackUp size={18} />} onClick={() => setPaying('REFUND')}>
                {t('stayAccount.refund')}
              </Button>
            ) : null}
            <Button color="teal" leftSection={<IconCash size={18} />} onClick={() => setPaying('PAYMENT')}>
              {t('stayAccount.recordPayment')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      {canWrite ? (
        <>
          <StayChargeDialog
            slug={slug}
            reservation={reservation}
            opened={charging}
            onClose={() => setCharging(false)}
          />
          <StayPaymentDialog
            slug={slug}
            reservationId={reservation.id}
            account={account}
            today={todayIn(timeZone)}
            kind={paying}
            onClose={() => setPaying(null)}
          />
        </>
      ) : null}
    </SectionCard>
  )
}
