import { type StayAccount, StayPaymentMethod } from '@innkeep/contract'
import { SimpleGrid, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useRecordStayPayment } from '../../api/stay-accounts.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { MoneyText } from '../../components/form/money-text.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { PaymentMethodControl } from '../../components/payments/payment-method-control.tsx'
import type { Language } from '../../i18n/i18n.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { moneyToInput } from '../../lib/money-input.ts'

export type PaymentKind = 'PAYMENT' | 'REFUND'

const PaymentForm = z.object({
  amount: MoneyText.refine((minor) => minor > 0, { message: 'money.invalid' }),
  method: StayPaymentMethod,
  paidOn: z.string().min(1),
  note: z.string().trim().max(300),
})
type PaymentValues = z.input<typeof PaymentForm>

/** What the dialog offers first: what is still owed, or (a refund) the overpayment, as far as it was taken. */
function suggested(kind: PaymentKind, account: StayAccount, language: Language): string {
  const minor = kind === 'PAYMENT' ? account.balance : Math.min(-account.balance, account.taken)
  return minor > 0 ? moneyToInput(minor, language) : ''
}

interface Props {
  slug: string
  reservationId: string
  account: StayAccount
  today: string
  /** null: closed. */
  kind: PaymentKind | null
  onClose: () => void
}

/** Zapsat platbu / Vrátit peníze: one form, the amount, how, the day and a note; the server's messages on the fields. */
export function StayPaymentDialog({ slug, reservationId, account, today, kind, onClose }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const form = useForm<PaymentValues, unknown, z.output<typeof PaymentForm>>({
    resolver: localizedResolver<typeof PaymentForm, PaymentValues>(PaymentForm),
    defaultValues: { amount: '', method: 'cash', paidOn: today, note: '' },
  })
  const server = useServerMessages(form)
  const { run, isPending } = useRecordStayPayment()
  const errors = form.formState.errors

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (!kind) return
    form.reset({ amount: suggested(kind, account, format.language), method: 'cash', paidOn: today, note: '' })
    server.clear()
  }, [kind])

  const submit = form.handleSubmit(async (values) => {
    if (!kind) return
    server.clear()
    await run(
      { params: { slugs: slug, id: reservationId }, body: { kind, ...values } },
      {
        validation: server.validation,
        success: (next) => {
          const amount = format.money(values.amount, next.currency)
          const message = kind === 'REFUND' ? 'stayAccount.refundSaved' : 'stayAccount.paymentSaved'
          notifications.show({ color: 'green', message: t(message, { amount }) })
          onClose()
        },
      },
    )
  })

  return (
    <FormDialog
      opened={kind !== null}
      onClose={onClose}
      title={t(kind === 'REFUND' ? 'stayAccount.refund' : 'stayAccount.recordPayment')}
      form={form}
      onSubmit={submit}
      loading={isPending}
      submitLabel={t(kind === 'REFUND' ? 'stayAccount.refund' : 'stayAccount.recordPayment')}
    >
      <FormAlert messages={server.formMessages} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <MoneyInput
          label={t(kind === 'REFUND' ? 'stayAccount.refundAmount' : 'stayAccount.amount')}
          currency={account.currency === 'CZK' ? 'Kč' : account.currency}
          error={errors.amount?.message}
          data-autofocus
          {...requiredField}
          {...form.register('amount')}
        />
        <Controller
          control={form.control}
          name="paidOn"
          render={({ field: { value, onChange, ref } }) => (
            <LocalDateInput
              ref={ref}
              label={t('stayAccount.paidOn')}
              value={value || null}
              onChange={(next) => onChange(next ?? '')}
              maxDate={today}
              error={errors.paidOn?.message}
              {...requiredField}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="method"
        render={({ field: { value, onChange } }) => (
          <PaymentMethodControl value={value} onChange={onChange} error={errors.method?.message} />
        )}
      />
      <TextInput label={t('stayAccount.note')} error={errors.note?.message} {...form.register('note')} />
    </FormDialog>
  )
}
