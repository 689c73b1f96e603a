import { Reservation } from '@innkeep/contract'
import { Button, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPlus } from '@tabler/icons-react'
import { useEffect, useMemo, useRef } from 'react'
import { FormProvider, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
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
import { GuestFields } from '../../components/guest-form/guest-fields.tsx'
import {
  cardsSchema,
  emptyCard,
  type GuestCards,
  guestToCard,
  messagesOnCards,
  toSaveBody,
} from '../../components/guest-form/guest-form-values.ts'
import { SectionCard } from '../../components/section-card.tsx'
import type { Language } from '../../i18n/instance.ts'
import { useFormat } from '../../i18n/use-format.ts'

const formOf = (reservation: Reservation, language: Language): GuestCards => ({
  guests: reservation.guests.map((guest) => guestToCard(guest, language)),
})

/**
 * The guest register of a stay: add, edit, remove, save all at once (the server replaces the list).
 * Each guest is the same form as the guest's own check-in (components/guest-form), so the police get
 * the same data whoever typed it. `id="guests"`: the police report's list of incomplete guests links here.
 */
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
  const { language } = useFormat()
  const schema = useMemo(() => cardsSchema(t), [t])
  const form = useForm<GuestCards, unknown, z.output<typeof schema>>({
    resolver: localizedResolver<typeof schema, GuestCards>(schema),
    defaultValues: formOf(reservation, language),
  })
  const list = useFieldArray({ control: form.control, name: 'guests' })
  const server = useServerMessages(form)
  const conflict = useConflict(Reservation, (current) => form.reset(formOf(current, language)))
  const { run, isPending } = useAddGuests()
  const anchor = useRef<HTMLDivElement>(null)
  const { hash } = useLocation()
  // the police report links to `…/reservations/:id#guests` to fix a guest: show them at once
  useEffect(() => {
    if (hash === '#guests') anchor.current?.scrollIntoView?.({ block: 'start' })
  }, [hash])

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    conflict.clear()
    const { guests, cardOf } = toSaveBody(values.guests)
    await run(
      { params: { slugs: slug, id: reservation.id }, body: { guests, version: reservation.version } },
      {
        validation: (messages) => server.validation(messagesOnCards(messages, cardOf)),
        conflict: conflict.onConflict,
        success: (saved) => {
          form.reset(formOf(saved, language))
          notifications.show({ color: 'green', message: t('guests.saved', { count: saved.guests.length }) })
        },
      },
    )
  })

  return (
    <SectionCard title={t('guests.title')} lead={t('guests.lead')}>
      <div id="guests" ref={anchor} style={{ scrollMarginTop: 80 }} />
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
                <GuestFields
                  key={field.id}
                  index={index}
                  readOnly={!editable}
                  audience="staff"
                  testId={`guest-row-${index}`}
                  onRemove={() => list.remove(index)}
                />
              ))}
              {editable ? (
                <Group justify="space-between" gap="sm">
                  <Button
                    variant="default"
                    leftSection={<IconPlus size={16} />}
                    onClick={() => list.append(emptyCard())}
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
