import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconInfoCircle } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAccountOptions, useCreatePayment } from '../../api/bank.ts'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { requiredField } from '../../components/form/required-field.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { moneyToInput, parseMoney } from '../../lib/money-input.ts'
import { showRefusal } from './statement-import-button.tsx'

interface Props {
  slug: string
  expenseId: string
  currency: string
  /** What is still open, minor units: the amount's default. */
  remaining: number
  today: string
  opened: boolean
  onClose: () => void
}

/**
 * Zaplatit: pays a supplier invoice from an account or a cash register. From a bank account it is a
 * payment order until the bank reports it; from a cash register it is paid at once.
 */
export function PayExpenseDialog({ slug, expenseId, currency, remaining, today, opened, onClose }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const { language } = format
  const options = useAccountOptions(slug)
  const accounts = (options.data ?? []).filter((a) => a.currency === currency)
  const [accountId, setAccountId] = useState<string | null>(null)
  const [date, setDate] = useState<string | null>(today)
  const [amount, setAmount] = useState('')
  const pay = useCreatePayment()
  const account = accounts.find((a) => a.id === accountId) ?? null
  const minor = parseMoney(amount)
  const amountError = minor === null || minor <= 0 ? t('bank.match.amountInvalid') : undefined

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from what is open and the default account
  useEffect(() => {
    if (!opened) return
    setAmount(moneyToInput(remaining, language))
    setDate(today)
    setAccountId((current) => current ?? accounts[0]?.id ?? null)
  }, [opened])
  useEffect(() => {
    if (opened && accountId === null && accounts[0]) setAccountId(accounts[0].id)
  }, [opened, accountId, accounts])

  const submit = async () => {
    if (!account || amountError || minor === null) return
    await pay.run(
      {
        params: { slugs: slug, id: expenseId },
        query: { accountId: account.id, amount: minor, ...(date ? { date } : {}) },
      },
      {
        validation: showRefusal,
        success: () => {
          notifications.show({
            color: 'green',
            message: t(account.kind === 'CASH' ? 'bank.pay.doneCash' : 'bank.pay.doneBank', {
              amount: format.money(minor, currency),
              account: account.name,
            }),
          })
          onClose()
        },
      },
    )
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('bank.pay.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          // the dialog sits inside the supplier invoice's form: its submit stays here
          event.preventDefault()
          event.stopPropagation()
          void submit()
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('bank.pay.account')}
            value={accountId}
            onChange={setAccountId}
            allowDeselect={false}
            data={accounts.map((a) => ({
              value: a.id,
              label: `${a.name}${a.kind === 'CASH' ? ` (${t('bank.accounts.cash')})` : a.accountNumber ? ` · ${a.accountNumber}` : ''}`,
            }))}
            nothingFoundMessage={t('bank.pay.noAccount')}
            error={options.data && accounts.length === 0 ? t('bank.pay.noAccount') : undefined}
            comboboxProps={{ withinPortal: true }}
            {...requiredField}
          />
          <SimpleGrid cols={2} spacing="sm">
            <LocalDateInput label={t('bank.pay.date')} value={date} onChange={setDate} {...requiredField} />
            <MoneyInput
              label={t('bank.pay.amount')}
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              currency={currency === 'EUR' ? '€' : 'Kč'}
              error={amountError}
              {...requiredField}
            />
          </SimpleGrid>
          {account ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle />} data-testid="pay-explanation">
              {t(account.kind === 'CASH' ? 'bank.pay.explainCash' : 'bank.pay.explainBank')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pay.isPending} disabled={!account || Boolean(amountError)}>
              {t('bank.pay.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
