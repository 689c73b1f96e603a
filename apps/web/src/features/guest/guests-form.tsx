import type { Guest, GuestInfo } from '@innkeep/contract'
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCheck, IconLock, IconUserPlus, IconWifiOff } from '@tabler/icons-react'
import { useEffect, useMemo, useState } from 'react'
import { FormProvider, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useSaveGuestInfo } from '../../api/public.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { GuestFields } from '../../components/guest-form/guest-fields.tsx'
import {
  cardsSchema,
  emptyCard,
  type GuestCards,
  initialCards,
  messagesOnCards,
  toSaveBody,
} from '../../components/guest-form/guest-form-values.ts'
import { useFormat } from '../../i18n/use-format.ts'

/** The guests of one room of the stay as the page has them. */
export interface RoomGuests {
  /** Another room of the party by its code; null for the link's own room. */
  code: string | null
  guests: Guest[]
  guestCounts: Record<string, number>
  editable: boolean
}

/** The room's guests in the page the server answered a save with. */
function roomIn(info: GuestInfo, code: string | null): RoomGuests | undefined {
  if (code === null) return { code, guests: info.guests, guestCounts: info.stay.guestCounts, editable: info.editable }
  const room = info.party?.find((other) => other.code === code)
  return room && { code, guests: room.guests, guestCounts: room.guestCounts, editable: room.editable }
}

/**
 * The companions of one room of the stay, one card each: add, remove, save what is filled in so far
 * (blank cards are left out); the server's messages land on the card and field they name. Read-only
 * once the stay began. `title` names the room when the booking has several; `onDirty` tells the page
 * of unsaved changes (it keeps the one warning before leaving).
 */
export function GuestsForm({
  token,
  room,
  title,
  onDirty,
}: {
  token: string
  room: RoomGuests
  title: string
  onDirty: (dirty: boolean) => void
}) {
  const { t } = useTranslation()
  const { guestLanguage: language } = useFormat()
  const schema = useMemo(() => cardsSchema(t), [t])
  const form = useForm<GuestCards, unknown, z.output<typeof schema>>({
    resolver: localizedResolver<typeof schema, GuestCards>(schema),
    defaultValues: initialCards(room.guests, room.guestCounts, language),
  })
  const list = useFieldArray({ control: form.control, name: 'guests' })
  const server = useServerMessages(form)
  const { save, isPending } = useSaveGuestInfo()
  const [failed, setFailed] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const readOnly = !room.editable
  const dirty = !readOnly && form.formState.isDirty
  // an id and test ids of its own: a party's rooms each have a form on the page
  const id = room.code === null ? 'guests' : `guests-${room.code}`
  const cardPrefix = room.code === null ? 'guest-card' : `guest-card-${room.code}`
  useEffect(() => onDirty(dirty), [dirty, onDirty])

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    setFailed(false)
    setSaved(null)
    const { guests, cardOf } = toSaveBody(values.guests)
    await save(
      { token, room: room.code, guests },
      {
        validation: (messages) => server.validation(messagesOnCards(messages, cardOf)),
        success: (page) => {
          const next = roomIn(page, room.code) ?? { ...room, guests: [] }
          form.reset(initialCards(next.guests, next.guestCounts, language))
          const text =
            next.guests.length > 0 ? t('guest.form.saved', { count: next.guests.length }) : t('guest.form.savedNone')
          setSaved(text)
          notifications.show({ color: 'green', message: text })
        },
        error: () => setFailed(true),
      },
    )
  })

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', xs: 'md' }}
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid={room.code === null ? undefined : `party-guests-${room.code}`}
    >
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={2} size="h4" id={`${id}-title`}>
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {t('guest.form.lead')}
              </Text>
            </Stack>
            {readOnly ? (
              <Alert color="gray" icon={<IconLock />} data-testid="guests-locked">
                {t('guest.form.locked')}
              </Alert>
            ) : null}
            <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="sm">
                {list.fields.length === 0 ? <Text c="dimmed">{t('guest.form.empty')}</Text> : null}
                {list.fields.map((field, index) => (
                  <GuestFields
                    key={field.id}
                    index={index}
                    readOnly={readOnly}
                    audience="guest"
                    testId={`${cardPrefix}-${index}`}
                    onRemove={() => list.remove(index)}
                  />
                ))}
              </Stack>
            </fieldset>
            {readOnly ? null : (
              <Stack gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconUserPlus size={18} />}
                  onClick={() => list.append(emptyCard())}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('guest.form.add')}
                </Button>
                <FormAlert messages={server.formMessages} />
                {failed ? (
                  <Alert color="red" icon={<IconWifiOff />} role="alert">
                    {t('guest.form.failed')}
                  </Alert>
                ) : null}
                <Button type="submit" size="lg" fullWidth loading={isPending} data-testid={`${id}-save`}>
                  {t('guest.form.save')}
                </Button>
                <Text
                  size="sm"
                  ta="center"
                  c={saved ? 'teal' : 'dimmed'}
                  aria-live="polite"
                  data-testid={`${id}-saved`}
                >
                  {saved ? (
                    <>
                      <IconCheck size={14} style={{ verticalAlign: -2 }} /> {saved}
                    </>
                  ) : (
                    t('guest.form.blankSkipped')
                  )}
                </Text>
              </Stack>
            )}
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  )
}
