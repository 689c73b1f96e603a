import { Button, SimpleGrid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { MoneyInput } from '../../components/form/money-input.tsx'

/** Banknotes a guest typically hands over (minor units). */
const QUICK_CASH = [50_000, 100_000, 200_000]

interface Props {
  text: string
  /** The text as an amount; null when empty or not a number. */
  received: number | null
  /** What is to pay, once computed: the "exact" button hands it over. */
  toPay: number | null
  onText: (text: string) => void
  onAmount: (minor: number) => void
}

/** Cash: what the guest hands over, typed or one tap (exact, common banknotes). */
export function CashFields({ text, received, toPay, onText, onAmount }: Props) {
  const { t } = useTranslation()
  return (
    <Stack gap={6}>
      <MoneyInput
        size="lg"
        label={t('waiter.pay.receivedInput')}
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
        error={text && received === null ? t('waiter.pay.badAmount') : undefined}
      />
      <SimpleGrid cols={4} spacing={6}>
        <Button
          size="md"
          variant="default"
          px={4}
          disabled={toPay === null}
          onClick={() => toPay !== null && onAmount(toPay)}
        >
          {t('waiter.pay.exact')}
        </Button>
        {QUICK_CASH.map((amount) => (
          <Button key={amount} size="md" variant="default" px={4} onClick={() => onAmount(amount)}>
            {String(amount / 100)}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
