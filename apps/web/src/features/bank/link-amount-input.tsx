import { Button, Group } from '@mantine/core'
import { IconLink } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { moneyToInput, parseMoney } from '../../lib/money-input.ts'

interface Props {
  /** What linking would record unless changed, minor units. */
  proposed: number
  currency: string
  disabled: boolean
  label: string
  onLink: (amount: number) => Promise<unknown>
}

/** An amount prefilled with the proposal and one click to link it; Enter links too (and never submits a page form). */
export function LinkAmountInput({ proposed, currency, disabled, label, onLink }: Props) {
  const { t } = useTranslation()
  const { language } = useFormat()
  const [text, setText] = useState(moneyToInput(proposed, language))
  const [busy, setBusy] = useState(false)
  const amount = parseMoney(text)
  const valid = amount !== null && amount > 0
  const link = async () => {
    if (!valid || disabled) return
    setBusy(true)
    try {
      await onLink(amount)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <MoneyInput
        aria-label={t('bank.match.amountLabel', { document: label })}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          void link()
        }}
        error={valid ? undefined : t('bank.match.amountInvalid')}
        currency={currency === 'EUR' ? '€' : 'Kč'}
        size="xs"
        w={130}
        disabled={disabled}
      />
      <Button
        size="xs"
        leftSection={<IconLink size={14} />}
        onClick={() => void link()}
        disabled={disabled || !valid}
        loading={busy}
        aria-label={t('bank.match.linkTo', { document: label })}
      >
        {t('bank.item.link')}
      </Button>
    </Group>
  )
}
