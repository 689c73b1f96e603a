import type { BankAccount } from '@innkeep/contract'
import { Button, Paper, SimpleGrid, Stack } from '@mantine/core'
import { IconCash, IconListDetails, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useBankAccounts } from '../../api/bank.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { todayIn } from '../../lib/local-date.ts'
import { BankAccountCard } from './bank-account-card.tsx'
import { type AccountDialogState, BankAccountDialog } from './bank-account-dialog.tsx'
import { CashItemDialog } from './cash-item-dialog.tsx'

/** `/:slugs/bank`: Bankovní účty a pokladny with balances, sync state and what waits to be matched. */
export function BankAccountsPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { may, timeZone } = useWorkspaceAccess(slugs)
  const accounts = useBankAccounts(slugs)
  const [dialog, setDialog] = useState<AccountDialogState>(null)
  const [cashFor, setCashFor] = useState<BankAccount | null>(null)
  const canWrite = may('money.write')
  const data = accounts.data

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader
        title={t('bank.accounts.title')}
        lead={t('bank.accounts.lead')}
        actions={
          <>
            <Button
              component={Link}
              to={`/${slugs}/bank/items`}
              variant="default"
              leftSection={<IconListDetails size={18} />}
            >
              {t('bank.items.title')}
            </Button>
            {canWrite ? (
              <>
                <Button variant="default" leftSection={<IconCash size={18} />} onClick={() => setDialog('CASH')}>
                  {t('bank.accounts.newCash')}
                </Button>
                <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog('BANK')}>
                  {t('bank.accounts.newBank')}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      {accounts.isPending ? (
        <PageSkeleton rows={6} />
      ) : accounts.error || !data ? (
        <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : data.length === 0 ? (
        <Paper withBorder radius="lg" p="md">
          <EmptyState title={t('bank.accounts.empty')}>{t('bank.accounts.emptyHint')}</EmptyState>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {data.map((account) => (
            <BankAccountCard
              key={account.id}
              slug={slugs}
              account={account}
              timeZone={timeZone}
              canWrite={canWrite}
              onEdit={() => setDialog(account)}
              onCash={() => setCashFor(account)}
            />
          ))}
        </SimpleGrid>
      )}
      <BankAccountDialog slug={slugs} state={dialog} onClose={() => setDialog(null)} />
      <CashItemDialog slug={slugs} account={cashFor} today={todayIn(timeZone)} onClose={() => setCashFor(null)} />
    </Stack>
  )
}
