import { type StayAccount, StayPaymentMethod } from '@innkeep/contract'
import { Select, SimpleGrid, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useCashRegisters, useRecordStayPayment } from '../../api/stay-accounts.ts'
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
  /** Cash: the register it goes into ('' when the workspace has none to choose from). */
  registerId: z.string(),
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
    defaultValues: { amount: '', method: 'cash', paidOn: today, note: '', registerId: '' },
  })
  const server = useServerMessages(form)
  const { run, isPending } = useRecordStayPayment()
  const errors = form.formState.errors
  // a choice only where there is one: several registers keeping the account's currency
  const registers = (useCashRegisters(slug, kind !== null).data ?? []).filter((r) => r.currency === account.currency)
  const firstRegister = (registers.find((r) => r.isDefault) ?? registers[0])?.id ?? ''
  const method = form.watch('method')

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (!kind) return
    const amount = suggested(kind, account, format.language)
    form.reset({ amount, method: 'cash', paidOn: today, note: '', registerId: firstRegister })
    server.clear()
  }, [kind])
  // the registers arrive after the dialog opened
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when they are known
  useEffect(() => {
    if (kind && !form.getValues('registerId')) form.setValue('registerId', firstRegister)
  }, [firstRegister])

  const submit = form.handleSubmit(async (values) => {
    if (!kind) return
    server.clear()
    await run(
      {
        params: { slugs: slug, id: reservationId },
        body: {
          kind,
          amount: values.amount,
          method: values.method,
          paidOn: values.paidOn,
          note: values.note,
          ...(values.method === 'cash' && values.registerId ? { registerId: values.registerId } : {}),
        },
      },
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
      {method === 'cash' && registers.length > 1 ? (
        <Controller
          control={form.control}
          name="registerId"
          render={({ field: { value, onChange } }) => (
            <Select
              label={t(kind === 'REFUND' ? 'stayAccount.registerOut' : 'stayAccount.registerIn')}
              data={registers.map((r) => ({ value: r.id, label: r.name }))}
              value={value || null}
              onChange={(next) => onChange(next ?? '')}
              allowDeselect={false}
              error={errors.registerId?.message}
              data-testid="payment-register-select"
            />
          )}
        />
      ) : null}
      <TextInput label={t('stayAccount.note')} error={errors.note?.message} {...form.register('note')} />
    </FormDialog>
  )
}
