import type { Reservation } from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useAddStayCharge, useStayExtras } from '../../api/stay-accounts.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { StayChargeFields } from './stay-charge-fields.tsx'
import { blankCharge, ChargeForm, type ChargeValues, chargeBody } from './stay-charge-values.ts'

interface Props {
  slug: string
  reservation: Reservation
  opened: boolean
  onClose: () => void
}

/** Přidat položku: an extra of the price list or any other item, charged to this room's account. */
export function StayChargeDialog({ slug, reservation, opened, onClose }: Props) {
  const { t } = useTranslation()
  const extras = useStayExtras(slug, opened)
  const offered = extras.data ? extras.data.filter((extra) => extra.active) : null
  const form = useForm<ChargeValues, unknown, z.output<typeof ChargeForm>>({
    resolver: localizedResolver<typeof ChargeForm, ChargeValues>(ChargeForm),
    defaultValues: blankCharge('EXTRA'),
  })
  const server = useServerMessages(form)
  const { run, isPending } = useAddStayCharge()

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (!opened) return
    form.reset(blankCharge('EXTRA'))
    server.clear()
  }, [opened])

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    const name = values.mode === 'EXTRA' ? (offered?.find((e) => e.id === values.extraId)?.name ?? '') : values.name
    await run(
      { params: { slugs: slug, id: reservation.id }, body: chargeBody(values) },
      {
        validation: server.validation,
        success: () => {
          notifications.show({ color: 'green', message: t('stayAccount.chargeSaved', { name }) })
          onClose()
        },
      },
    )
  })

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('stayAccount.addCharge')}
      form={form}
      onSubmit={submit}
      loading={isPending}
      submitLabel={t('stayAccount.addCharge')}
    >
      <FormAlert messages={server.formMessages} />
      <StayChargeFields reservation={reservation} extras={offered} />
    </FormDialog>
  )
}
