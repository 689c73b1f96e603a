import { type BankAccount, listBankAccounts } from '@innkeep/contract'
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCash, IconPencil, IconRefresh } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { isSyncing, useSyncBankAccount } from '../../api/bank.ts'
import { apiQueryKey } from '../../api/query.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { StatementImportButton, showRefusal } from './statement-import-button.tsx'
import { SyncStatus } from './sync-status.tsx'

/** `CZ6508000000192000145399` → `CZ65 0800 0000 1920 0014 5399`. */
function groupIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim()
}

interface Props {
  slug: string
  account: BankAccount
  timeZone: string
  canWrite: boolean
  onEdit: () => void
  onCash: () => void
}

function StatementCheck({ account }: { account: BankAccount }) {
  const { t } = useTranslation()
  const format = useFormat()
  const check = account.statementCheck
  if (!check) return null
  const date = check.statementTill ? format.date(check.statementTill) : '–'
  if (check.closingBalance === check.computedBalance)
    return (
      <Text size="xs" c="dimmed" data-testid="statement-check">
        {t('bank.accounts.statementAgrees', { date })}
      </Text>
    )
  return (
    <Group gap="xs" data-testid="statement-check">
      <Badge color="orange" variant="light">
        {t('bank.accounts.statementDiffers')}
      </Badge>
      <Text size="xs">
        {t('bank.accounts.statementNumbers', {
          date,
          closing: format.money(check.closingBalance, account.currency),
          computed: format.money(check.computedBalance, account.currency),
        })}
      </Text>
    </Group>
  )
}

/** One account or cash register: balance, sync, the statement check, what waits for a document, and its actions. */
export function BankAccountCard({ slug, account, timeZone, canWrite, onEdit, onCash }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const queryClient = useQueryClient()
  const sync = useSyncBankAccount()
  const cash = account.kind === 'CASH'
  const itemsLink = `/${slug}/bank/items?account=${account.id}&state=UNLINKED`

  const startSync = () =>
    sync.run(
      { params: { slugs: slug, id: account.id } },
      {
        validation: showRefusal,
        // the queued state shows at once; the list then polls until the job is done
        success: (queued) =>
          queryClient.setQueryData<BankAccount[] | null>(
            apiQueryKey(listBankAccounts, { params: { slugs: slug } }),
            (list) => list?.map((a) => (a.id === queued.id ? queued : a)) ?? list,
          ),
      },
    )

  return (
    <Paper withBorder radius="lg" p="md" component="article" data-testid="bank-account" aria-label={account.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} size="h4">
                {account.name}
              </Title>
              <Badge variant="light" color={cash ? 'yellow' : 'blue'}>
                {t(cash ? 'bank.accounts.cash' : 'bank.accounts.bank')}
              </Badge>
              {account.bank ? <Badge variant="outline">{account.bank === 'FIO' ? 'FIO' : 'ČSOB'}</Badge> : null}
              {account.isDefault ? (
                <Badge variant="light" color="teal">
                  {t('bank.accounts.default')}
                </Badge>
              ) : null}
            </Group>
            {account.accountNumber ? <Text size="sm">{account.accountNumber}</Text> : null}
            {account.iban ? (
              <Text size="xs" c="dimmed">
                {groupIban(account.iban)}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {t('bank.accounts.balance')}
            </Text>
            <Text
              fw={700}
              fz={22}
              c={account.balance < 0 ? 'red' : undefined}
              style={{ whiteSpace: 'nowrap' }}
              data-testid="account-balance"
            >
              {format.money(account.balance, account.currency)}
            </Text>
          </Stack>
        </Group>
        <StatementCheck account={account} />
        {account.bank === 'FIO' || account.sync.state !== 'NEVER' ? (
          <SyncStatus sync={account.sync} timeZone={timeZone} />
        ) : null}
        <Group gap="sm">
          {account.unlinkedCount > 0 ? (
            <Anchor component={Link} to={itemsLink} size="sm" fw={600} c="red" data-testid="unlinked-link">
              {t('bank.accounts.unlinked', { count: account.unlinkedCount })}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('bank.accounts.allLinked')}
            </Text>
          )}
          <Anchor component={Link} to={`/${slug}/bank/items?account=${account.id}`} size="sm">
            {t('bank.accounts.items', { count: account.itemCount })}
          </Anchor>
        </Group>
        {canWrite ? (
          <Group gap="xs">
            <Button variant="default" size="xs" leftSection={<IconPencil size={16} />} onClick={onEdit}>
              {t('bank.accounts.edit')}
            </Button>
            {account.hasFioToken ? (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconRefresh size={16} />}
                loading={sync.isPending}
                disabled={isSyncing(account)}
                onClick={() => void startSync()}
              >
                {t('bank.accounts.sync')}
              </Button>
            ) : null}
            {cash ? (
              <Button variant="light" size="xs" leftSection={<IconCash size={16} />} onClick={onCash}>
                {t('bank.accounts.cashItem')}
              </Button>
            ) : (
              <StatementImportButton slug={slug} account={account} />
            )}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  )
}
