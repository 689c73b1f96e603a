import { type Confirmation, Reservation } from '@innkeep/contract'
import { SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useStayChange } from '../../api/stay-change.ts'
import { type Clash, ClashNotice, clashFrom } from '../../components/clash-notice.tsx'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { ContactFields } from './contact-fields.tsx'
import { PricePreview } from './price-preview.tsx'
import { SourceSelect } from './source-select.tsx'
import { StayFields } from './stay-fields.tsx'
import { type StayFormValues, type StayOutput, StaySchema, stayValuesOf } from './stay-form-values.ts'

interface Props {
  reservation: Reservation
  opened: boolean
  onClose: () => void
}

/** Dates, guests, room and contact of an existing reservation; re-priced and re-checked by the server. */
export function EditStayDialog({ reservation, opened, onClose }: Props) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const form = useForm<StayFormValues, unknown, StayOutput>({
    resolver: localizedResolver<typeof StaySchema, StayFormValues>(StaySchema),
    defaultValues: stayValuesOf(reservation),
  })
  const server = useServerMessages(form, ['guests'])
  const [clash, setClash] = useState<Clash | null>(null)
  const [stale, setStale] = useState(false)
  const { save, isPending } = useStayChange(slugs)

  useEffect(() => {
    if (!opened) return
    form.reset(stayValuesOf(reservation))
    setClash(null)
    setStale(false)
  }, [opened, reservation, form.reset])

  const saveWith = (confirm: Confirmation[]) => async (values: StayOutput) => {
    server.clear()
    setClash(null)
    setStale(false)
    const { resourceId, since, till, guests, contact, note, source } = values
    const outcome = await save(reservation, { resourceId, since, till, guests, contact, note, source }, confirm)
    if (outcome.kind === 'success') {
      notifications.show({ color: 'green', message: t('detail.saved') })
      onClose()
    } else if (outcome.kind === 'validation') server.validation(outcome.messages)
    else if (outcome.kind === 'conflict') {
      const current = Reservation.safeParse(outcome.entity)
      if (current.success) setStale(true)
      else setClash(clashFrom(outcome.entity, outcome.messages))
    } else if (outcome.kind === 'stale') setStale(true)
  }
  const submit = form.handleSubmit(saveWith([]))

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('detail.editTitle', { code: reservation.code })}
      size="xl"
      form={form}
      onSubmit={submit}
      loading={isPending}
      divided
    >
      <ConflictAlert messages={stale ? [] : null} />
      {clash ? (
        <ClashNotice
          clash={clash.entity}
          holder={clash.holder}
          messages={clash.messages}
          overbooking={isPending}
          onOverbook={() => void form.handleSubmit(saveWith(['OVERBOOK']))()}
        />
      ) : null}
      <FormAlert messages={server.formMessages} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <StayFields />
          <PricePreview />
        </Stack>
        <Stack gap="sm">
          <ContactFields />
          <SourceSelect />
        </Stack>
      </SimpleGrid>
    </FormDialog>
  )
}
