import { type Confirmation, Reservation } from '@innkeep/contract'
import { SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { codesOf, useAskedSave, withConfirmed } from '../../api/asked-save.ts'
import { useStayChange } from '../../api/stay-change.ts'
import { type Clash, ClashNotice, clashFrom } from '../../components/clash-notice.tsx'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { FrontDeskConfirm } from '../../components/front-desk-confirm.tsx'
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
  // what the refused save confirmed: "book anyway" repeats it with OVERBOOK added
  const [clash, setClash] = useState<(Clash & { confirm: Confirmation[] }) | null>(null)
  const [stale, setStale] = useState(false)
  const { save, isPending } = useStayChange(slugs)
  // a stay that breaks the price list's stay rules: saved anyway, or back to the form as it was
  const question = useAskedSave<{ values: StayOutput; confirm: Confirmation[] }>()
  const dismissQuestion = question.dismiss
  // the form starts from the stay as the dialog opens; a refused save (the stay put back as it was) keeps
  // what the person typed, a stale one shows the current stay
  const latest = useRef(reservation)
  latest.current = reservation

  useEffect(() => {
    if (!opened) return
    form.reset(stayValuesOf(latest.current))
    setClash(null)
    setStale(false)
    dismissQuestion()
  }, [opened, form.reset, dismissQuestion])

  const showStale = (current: Reservation) => {
    form.reset(stayValuesOf(current))
    setStale(true)
  }
  const saveWith = (confirm: Confirmation[]) => async (values: StayOutput) => {
    server.clear()
    setClash(null)
    setStale(false)
    dismissQuestion()
    const { resourceId, since, till, guests, contact, note, source } = values
    const outcome = await save(reservation, { resourceId, since, till, guests, contact, note, source }, confirm)
    if (outcome.kind === 'success') {
      notifications.show({ color: 'green', message: t('detail.saved') })
      onClose()
    } else if (outcome.kind === 'validation') server.validation(outcome.messages)
    else if (outcome.kind === 'conflict') {
      const current = Reservation.safeParse(outcome.entity)
      if (current.success) showStale(current.data)
      else setClash({ ...clashFrom(outcome.entity, outcome.messages), confirm })
    } else if (outcome.kind === 'stale') showStale(outcome.current)
    else if (outcome.kind === 'additionalAction' && !question.ask(outcome.payload, { values, confirm }))
      server.validation(outcome.messages)
  }
  const submit = form.handleSubmit(saveWith([]))
  const confirmAsked = () => {
    const asked = question.asked
    if (asked) void saveWith(withConfirmed(asked.retry.confirm, codesOf(asked.needed)))(asked.retry.values)
  }

  return (
    <>
      <FrontDeskConfirm
        asked={question.dialog}
        slug={slugs}
        busy={isPending}
        onClose={dismissQuestion}
        onConfirm={confirmAsked}
      />
      <FormDialog
        opened={opened}
        // Esc reaches both dialogs: it closes the question only
        onClose={question.dialog ? dismissQuestion : onClose}
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
            onOverbook={() => void form.handleSubmit(saveWith(withConfirmed(clash.confirm, ['OVERBOOK'])))()}
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
    </>
  )
}
