import type { StayAccount } from '@innkeep/contract'
import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'

function Total({ label, value, color, testId }: { label: string; value: string; color?: string; testId: string }) {
  return (
    <Stack gap={0} align="flex-end" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" c={color} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Stack>
  )
}

/** Účtováno, Zaplaceno and what is left to pay (or overpaid), as the server sums them. */
export function AccountTotals({ account }: { account: StayAccount }) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (amount: number) => format.money(amount, account.currency)
  const overpaid = account.balance < 0
  return (
    <Group justify="flex-end" gap="xl" data-testid="account-totals">
      <Total label={t('stayAccount.charged')} value={money(account.charged)} testId="account-charged" />
      <Total label={t('stayAccount.taken')} value={money(account.taken)} testId="account-taken" />
      <Total
        label={t(overpaid ? 'stayAccount.overpayment' : 'stayAccount.remaining')}
        value={money(Math.abs(account.balance))}
        color={overpaid ? 'grape.9' : account.balance > 0 ? 'red.9' : 'teal.9'}
        testId="account-balance"
      />
    </Group>
  )
}
