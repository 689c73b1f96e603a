import { firstNightOf, type Reservation } from '@innkeep/contract'
import { Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useRequestStayDeposit } from '../../api/invoices.ts'
import { useAccommodationSettings } from '../../api/pricelist.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { MoneyText } from '../../components/form/money-text.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { moneyToInput } from '../../lib/money-input.ts'

const DepositForm = z.object({ amount: MoneyText.refine((minor) => minor > 0, { message: 'money.invalid' }) })
type DepositValues = z.input<typeof DepositForm>

/** Without a share set for the workspace, a deposit asks 30 % (as the server does). */
const DEFAULT_PERCENT = 30

/**
 * The deposit offered first: the workspace's deposit share (its online-booking setting; 30 % when it
 * sets none) of what the stay's account charges, in whole crowns (minor units).
 */
export function suggestedDeposit(charged: number, percent = 0): number {
  return Math.round((charged * (percent || DEFAULT_PERCENT)) / 100 / 100) * 100
}

interface Props {
  slug: string
  reservation: Reservation
  opened: boolean
  onClose: () => void
}

/** Vyžádat zálohu: a proforma with a QR payment for the amount, which the guest sees on their page. */
export function StayDepositDialog({ slug, reservation, opened, onClose }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const form = useForm<DepositValues, unknown, z.output<typeof DepositForm>>({
    resolver: localizedResolver<typeof DepositForm, DepositValues>(DepositForm),
    defaultValues: { amount: '' },
  })
  const server = useServerMessages(form)
  const { run, isPending } = useRequestStayDeposit()
  const settings = useAccommodationSettings(slug, opened)
  const percent = settings.data?.publicBooking.depositPercent ?? 0
  const firstNight = settings.data?.publicBooking.depositMode === 'FIRST_NIGHT'
  const currency = reservation.price.currency

  // the workspace's share of the stay, or its first night, as the server asks it of a web booking
  const suggestion = () => {
    const suggested = firstNight
      ? Math.min(Math.round(firstNightOf(reservation.price) / 100) * 100, reservation.account.balance)
      : suggestedDeposit(reservation.account.charged, percent)
    return suggested > 0 ? moneyToInput(suggested, format.language) : ''
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (!opened) return
    form.reset({ amount: suggestion() })
    server.clear()
  }, [opened])
  // the workspace's share arrives after the dialog opened: offered unless the amount was typed meanwhile
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the share is known
  useEffect(() => {
    if (opened && !form.getFieldState('amount').isDirty) form.reset({ amount: suggestion() })
  }, [percent, firstNight])

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    await run(
      { params: { slugs: slug, id: reservation.id }, body: { amount: values.amount } },
      {
        validation: server.validation,
        success: (proforma) => {
          const amount = format.money(proforma.total, proforma.currency)
          notifications.show({
            color: 'green',
            message: t('detail.depositIssued', { number: proforma.number ?? '', amount }),
          })
          onClose()
        },
      },
    )
  })

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('detail.requestDeposit')}
      form={form}
      onSubmit={submit}
      loading={isPending}
      submitLabel={t('detail.requestDeposit')}
    >
      <Text size="sm" c="dimmed">
        {t('detail.depositLead')}
      </Text>
      <FormAlert messages={server.formMessages} />
      <MoneyInput
        label={t('detail.depositAmount')}
        currency={currency === 'CZK' ? 'Kč' : currency}
        error={form.formState.errors.amount?.message}
        data-autofocus
        {...requiredField}
        {...form.register('amount')}
      />
    </FormDialog>
  )
}
