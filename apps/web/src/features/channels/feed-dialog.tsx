import { ChannelFeed, LabelColor, SaveChannelFeed } from '@innkeep/contract'
import { Autocomplete, Text, TextInput } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useSaveFeed } from '../../api/channels.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useDialogSave } from '../../components/form/use-dialog-save.ts'
import { LabelColorPicker } from '../../components/labels/label-color-picker.tsx'

/** null: closed; a room: a new feed for it; a feed: change its name, colour or address. */
export type FeedDialogState = { room: { id: string; name: string } } | { feed: ChannelFeed } | null

interface FeedFormValues {
  name: string
  url: string
  color: LabelColor
}

/** The portals most houses use; any other name can be typed. */
const PORTALS = ['Airbnb', 'Booking.com', 'Expedia', 'VRBO']
/** The colour a portal's own brand suggests, for a new feed whose colour nobody chose yet. */
const PORTAL_COLORS: Record<string, LabelColor> = { airbnb: 'red', 'booking.com': 'blue', expedia: 'yellow' }

const FeedUrl = SaveChannelFeed.shape.url.unwrap()
const NewSchema = z.object({ name: SaveChannelFeed.shape.name, url: FeedUrl, color: LabelColor })
// an edit keeps the address unless a new one is typed: the screen never gets the whole one back
const EditSchema = NewSchema.extend({
  url: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    FeedUrl.optional(),
  ),
})
type FeedOutput = z.output<typeof EditSchema>
const newResolver = localizedResolver<typeof NewSchema, FeedFormValues>(NewSchema) as Resolver<
  FeedFormValues,
  unknown,
  FeedOutput
>
const editResolver = localizedResolver<typeof EditSchema, FeedFormValues>(EditSchema)
const BLANK: FeedFormValues = { name: '', url: '', color: 'blue' }

/** Add a portal's calendar to a room, or change one at the version the page showed. */
export function FeedDialog({ slugs, state, onClose }: { slugs: string; state: FeedDialogState; onClose: () => void }) {
  const { t } = useTranslation()
  // the form is made once: its resolver asks which of the two the dialog shows now
  const editingNow = useRef(false)
  const form = useForm<FeedFormValues, unknown, FeedOutput>({
    resolver: (values, context, options) => (editingNow.current ? editResolver : newResolver)(values, context, options),
    defaultValues: BLANK,
  })
  const dialog = useDialogSave({
    form,
    schema: ChannelFeed,
    toForm: (feed) => ({ name: feed.name, url: '', color: feed.color }),
  })
  const editing = dialog.editing
  editingNow.current = editing !== null
  const { run, isPending } = useSaveFeed()
  const room =
    state === null ? null : 'feed' in state ? { id: state.feed.resourceId, name: state.feed.resourceName } : state.room

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (state !== null) dialog.open('feed' in state ? state.feed : null, BLANK)
  }, [state])

  const choosePortal = (name: string) => {
    const color = PORTAL_COLORS[name.trim().toLowerCase()]
    if (!editing && color && !form.getFieldState('color').isDirty) form.setValue('color', color)
  }

  const submit = form.handleSubmit(async (values) => {
    if (!room) return
    const body = {
      ...(editing ? { id: editing.id, version: editing.version } : {}),
      resourceId: room.id,
      name: values.name,
      ...(values.url ? { url: values.url } : {}),
      color: values.color,
    }
    await run(
      { params: { slugs }, body },
      dialog.closeOnSave((feed) => t('channels.dialog.saved', { name: feed.name }), onClose),
    )
  })

  const errors = form.formState.errors
  return (
    <FormDialog
      opened={state !== null}
      onClose={onClose}
      title={t(editing ? 'channels.dialog.editTitle' : 'channels.dialog.newTitle')}
      form={form}
      onSubmit={(event) => void submit(event)}
      loading={isPending}
    >
      {room ? (
        <Text size="sm" c="dimmed">
          {t('channels.dialog.room', { room: room.name })}
        </Text>
      ) : null}
      <ConflictAlert messages={dialog.conflict} fallback={t('channels.dialog.conflict')} />
      <FormAlert messages={dialog.formMessages} />
      <Controller
        control={form.control}
        name="name"
        render={({ field }) => (
          <Autocomplete
            label={t('channels.dialog.name')}
            description={t('channels.dialog.nameHint')}
            data={PORTALS}
            maxLength={60}
            error={errors.name?.message}
            data-autofocus
            {...requiredField}
            value={field.value}
            onChange={(value) => {
              field.onChange(value)
              choosePortal(value)
            }}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <TextInput
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        label={t(editing ? 'channels.dialog.newUrl' : 'channels.dialog.url')}
        description={editing ? t('channels.dialog.urlKeep', { shown: editing.urlShown }) : t('channels.dialog.urlHint')}
        placeholder={editing ? t('channels.dialog.urlKeepPlaceholder') : 'https://'}
        error={errors.url?.message}
        {...(editing ? {} : requiredField)}
        {...form.register('url')}
      />
      <Controller
        control={form.control}
        name="color"
        render={({ field: { value, onChange } }) => (
          <LabelColorPicker label={t('channels.dialog.color')} value={value} onChange={onChange} />
        )}
      />
    </FormDialog>
  )
}
