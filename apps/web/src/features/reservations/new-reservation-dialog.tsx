import type { Reservation } from '@innkeep/contract'
import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useCreateReservation } from '../../api/reservations.ts'
import { type Clash, ClashNotice, clashFrom } from '../../components/clash-notice.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { ContactFields } from './contact-fields.tsx'
import { PricePreview } from './price-preview.tsx'
import { SourceSelect } from './source-select.tsx'
import { StayFields } from './stay-fields.tsx'
import { newStayValues, type StayFormValues, type StayOutput, StaySchema } from './stay-form-values.ts'
import { useResourceOptions } from './use-resource-options.ts'

export interface NewReservationInitial {
  resourceId?: string
  since?: string
  till?: string
}

interface Props {
  initial: NewReservationInitial | null
  onClose: () => void
  onCreated?: (reservation: Reservation) => void
}

/** A new reservation, prefilled from the timeline or reception, with the price as the form changes. */
export function NewReservationDialog({ initial, onClose, onCreated }: Props) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const form = useForm<StayFormValues, unknown, StayOutput>({
    resolver: localizedResolver<typeof StaySchema, StayFormValues>(StaySchema),
    defaultValues: newStayValues({}),
  })
  const server = useServerMessages(form, ['guests'])
  const [clash, setClash] = useState<(Clash & { body: StayOutput }) | null>(null)
  const { run, isPending } = useCreateReservation()
  // read when the dialog opens, not a reason to prefill it again
  const options = useResourceOptions()
  const capacityOf = useRef(options.capacityOf)
  capacityOf.current = options.capacityOf

  useEffect(() => {
    if (!initial) return
    const values = newStayValues(initial)
    const capacity = initial.resourceId ? capacityOf.current(initial.resourceId) : undefined
    if (capacity !== undefined) values.guests.ADULT = Math.min(values.guests.ADULT, Math.max(capacity, 1))
    form.reset(values)
    server.clear()
    setClash(null)
  }, [initial, form.reset, server.clear])

  const create = async (body: StayOutput) => {
    server.clear()
    setClash(null)
    await run(
      { params: { slugs }, body },
      {
        validation: server.validation,
        conflict: (entity, messages) => setClash({ ...clashFrom(entity, messages), body }),
        success: (reservation) => {
          notifications.show({ color: 'green', message: t('newReservation.created', { code: reservation.code }) })
          onCreated?.(reservation)
          onClose()
        },
      },
    )
  }
  const submit = form.handleSubmit(create)

  return (
    <FormDialog
      opened={initial !== null}
      onClose={onClose}
      title={t('newReservation.title')}
      size="xl"
      form={form}
      onSubmit={submit}
      loading={isPending}
      submitLabel={t('newReservation.create')}
      divided
    >
      {clash ? (
        <ClashNotice
          clash={clash.entity}
          holder={clash.holder}
          messages={clash.messages}
          overbooking={isPending}
          onOverbook={() => void create({ ...clash.body, confirm: ['OVERBOOK'] })}
        />
      ) : null}
      <FormAlert messages={server.formMessages} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <StayFields autoFocus={!initial?.resourceId} />
          <PricePreview />
        </Stack>
        <Stack gap="sm">
          <ContactFields autoFocus={Boolean(initial?.resourceId)} />
          <SourceSelect />
          <SegmentedControl
            aria-label={t('newReservation.status')}
            value={form.watch('status')}
            onChange={(value) => form.setValue('status', value === 'REQUESTED' ? 'REQUESTED' : 'CONFIRMED')}
            data={[
              { value: 'CONFIRMED', label: t('reservationStatus.CONFIRMED') },
              { value: 'REQUESTED', label: t('reservationStatus.REQUESTED') },
            ]}
          />
        </Stack>
      </SimpleGrid>
    </FormDialog>
  )
}
