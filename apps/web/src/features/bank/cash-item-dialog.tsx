import type { BankAccount } from '@innkeep/contract'
import { SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useCreateCashItem } from '../../api/bank.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { i18n } from '../../i18n/instance.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { parseMoney } from '../../lib/money-input.ts'

const CashItemForm = z.object({
  direction: z.enum(['IN', 'OUT']),
  bookedOn: z.string().min(1),
  amount: z.string().refine((v) => (parseMoney(v) ?? 0) > 0, { message: 'money.invalid' }),
  counterpartyName: z.string().trim().max(200),
  variableSymbol: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, { error: () => i18n.t('bank.cash.vsInvalid') }),
  message: z.string().trim().max(200),
})
type CashItemValues = z.input<typeof CashItemForm>

const field: { inputWrapperOrder: ('label' | 'input' | 'description' | 'error')[] } = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
}

/** Vklad / Výběr: money put into or taken out of a cash register, dated, with whom and why. */
export function CashItemDialog({
  slug,
  account,
  today,
  onClose,
}: {
  slug: string
  account: BankAccount | null
  today: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const form = useForm<CashItemValues, unknown, z.output<typeof CashItemForm>>({
    resolver: localizedResolver<typeof CashItemForm, CashItemValues>(CashItemForm),
    defaultValues: {
      direction: 'IN',
      bookedOn: today,
      amount: '',
      counterpartyName: '',
      variableSymbol: '',
      message: '',
    },
  })
  const server = useServerMessages(form)
  const { run, isPending } = useCreateCashItem()
  const errors = form.formState.errors

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (!account) return
    form.reset({ direction: 'IN', bookedOn: today, amount: '', counterpartyName: '', variableSymbol: '', message: '' })
    server.clear()
  }, [account])

  const submit = form.handleSubmit(async (values) => {
    if (!account) return
    server.clear()
    const minor = parseMoney(values.amount) ?? 0
    await run(
      {
        params: { slugs: slug, id: account.id },
        body: {
          bookedOn: values.bookedOn,
          amount: values.direction === 'IN' ? minor : -minor,
          counterpartyName: values.counterpartyName,
          variableSymbol: values.variableSymbol,
          message: values.message,
        },
      },
      {
        validation: server.validation,
        success: (item) => {
          notifications.show({
            color: 'green',
            message: t('bank.cash.saved', { amount: format.money(item.amount, item.currency), name: account.name }),
          })
          onClose()
        },
      },
    )
  })

  return (
    <FormDialog
      opened={account !== null}
      onClose={onClose}
      title={t('bank.cash.title', { name: account?.name ?? '' })}
      form={form}
      onSubmit={(event) => {
        event.stopPropagation()
        void submit(event)
      }}
      loading={isPending}
    >
      <FormAlert messages={server.formMessages} />
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="direction"
          render={({ field: { value, onChange } }) => (
            <SegmentedControl
              aria-label={t('bank.cash.direction')}
              value={value}
              onChange={(next) => onChange(next === 'OUT' ? 'OUT' : 'IN')}
              data={[
                { value: 'IN', label: t('bank.cash.in') },
                { value: 'OUT', label: t('bank.cash.out') },
              ]}
              fullWidth
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={form.control}
            name="bookedOn"
            render={({ field: { value, onChange, ref } }) => (
              <LocalDateInput
                ref={ref}
                label={t('bank.cash.date')}
                value={value || null}
                onChange={(next) => onChange(next ?? '')}
                error={errors.bookedOn?.message}
                {...requiredField}
              />
            )}
          />
          <MoneyInput
            label={t('bank.cash.amount')}
            currency={account?.currency === 'EUR' ? '€' : 'Kč'}
            error={errors.amount?.message}
            data-autofocus
            {...requiredField}
            {...form.register('amount')}
          />
        </SimpleGrid>
        <TextInput
          label={t('bank.cash.counterparty')}
          error={errors.counterpartyName?.message}
          {...form.register('counterpartyName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('bank.item.variableSymbol')}
            inputMode="numeric"
            error={errors.variableSymbol?.message}
            {...form.register('variableSymbol')}
          />
          <TextInput
            label={t('bank.cash.message')}
            description={t('bank.cash.messageHint')}
            error={errors.message?.message}
            {...field}
            {...form.register('message')}
          />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  )
}
