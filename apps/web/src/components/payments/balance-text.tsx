import { Text, type TextProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'

interface Props extends TextProps {
  /** What the stay's account still owes, as the server says (negative: money to give back). */
  balance: number
  currency: string
}

/** "Zbývá 1 200 Kč" or "Přeplatek 300 Kč" beside the paid state; nothing when the account is settled. */
export function BalanceText({ balance, currency, ...props }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  if (balance === 0) return null
  const owed = balance > 0
  return (
    <Text size="sm" c={owed ? 'red.9' : 'grape.9'} fw={500} style={{ whiteSpace: 'nowrap' }} {...props}>
      {t(owed ? 'stayAccount.owes' : 'stayAccount.overpaid', { amount: format.money(Math.abs(balance), currency) })}
    </Text>
  )
}
