import { Reservation } from '@innkeep/contract'
import { Button, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPlus } from '@tabler/icons-react'
import { FormProvider, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useAddGuests } from '../../api/reservations.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { SaveBar } from '../../components/form/save-bar.tsx'
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard.tsx'
import { useConflict } from '../../components/form/use-conflict.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { SectionCard } from '../../components/section-card.tsx'
import { GuestRowFields } from './guest-row-fields.tsx'
import { emptyGuest, type GuestsFormValues, GuestsSchema, guestToForm } from './guest-values.ts'

const formOf = (reservation: Reservation): GuestsFormValues => ({ guests: reservation.guests.map(guestToForm) })

/** The guest register of a stay: add, edit, remove, save all at once (the server replaces the list). */
export function GuestsEditor({
  slug,
  reservation,
  editable,
}: {
  slug: string
  reservation: Reservation
  editable: boolean
}) {
  const { t } = useTranslation()
  const form = useForm<GuestsFormValues, unknown, z.output<typeof GuestsSchema>>({
    resolver: localizedResolver<typeof GuestsSchema, GuestsFormValues>(GuestsSchema),
    defaultValues: formOf(reservation),
  })
  const list = useFieldArray({ control: form.control, name: 'guests' })
  const server = useServerMessages(form)
  const conflict = useConflict(Reservation, (current) => form.reset(formOf(current)))
  const { run, isPending } = useAddGuests()

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    conflict.clear()
    await run(
      { params: { slugs: slug, id: reservation.id }, body: { guests: values.guests, version: reservation.version } },
      {
        validation: server.validation,
        conflict: conflict.onConflict,
        success: (saved) => {
          form.reset(formOf(saved))
          notifications.show({ color: 'green', message: t('guests.saved', { count: saved.guests.length }) })
        },
      },
    )
  })

  return (
    <SectionCard title={t('guests.title')} lead={t('guests.lead')}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="sm">
              <ConflictAlert messages={conflict.messages} />
              <FormAlert messages={server.formMessages} />
              {list.fields.length === 0 ? (
                <EmptyState title={t('guests.empty')}>{t('guests.emptyHint')}</EmptyState>
              ) : null}
              {list.fields.map((field, index) => (
                <GuestRowFields key={field.id} index={index} onRemove={() => list.remove(index)} />
              ))}
              {editable ? (
                <Group justify="space-between" gap="sm">
                  <Button
                    variant="default"
                    leftSection={<IconPlus size={16} />}
                    onClick={() => list.append(emptyGuest())}
                  >
                    {t('guests.add')}
                  </Button>
                  <SaveBar
                    dirty={form.formState.isDirty}
                    onDiscard={() => form.reset()}
                    loading={isPending}
                    saveLabel={t('guests.save')}
                    requireChanges
                  />
                </Group>
              ) : null}
            </Stack>
          </fieldset>
        </form>
      </FormProvider>
      <UnsavedChangesGuard dirty={form.formState.isDirty} />
    </SectionCard>
  )
}
