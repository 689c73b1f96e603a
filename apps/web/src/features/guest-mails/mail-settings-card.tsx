import { GuestMailKind, type GuestMailSettings } from '@innkeep/contract'
import { Fieldset, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useSaveGuestMailSettings } from '../../api/guest-mails.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { SaveBar } from '../../components/form/save-bar.tsx'
import { useVersionedSave } from '../../components/form/use-versioned-save.ts'
import { SectionCard } from '../../components/section-card.tsx'
import {
  type MailSettingsForm,
  type MailSettingsValues,
  mailSettingsResolver,
  mailSettingsToForm,
  SettingsOfView,
} from './mail-settings-values.ts'

interface Props {
  slug: string
  settings: GuestMailSettings
  canEdit: boolean
  onDirtyChange: (dirty: boolean) => void
}

type DayField = 'preArrivalDays' | 'afterStayDays' | 'sendHour'

const resolver = mailSettingsResolver()

/** Kdy a co posíláme: which kinds go, when the scheduled ones go, and what the pre-arrival and after-stay mails fill in. */
export function MailSettingsCard({ slug, settings, canEdit, onDirtyChange }: Props) {
  const { t } = useTranslation()
  const form = useForm<MailSettingsValues, unknown, z.output<typeof MailSettingsForm>>({
    resolver,
    defaultValues: mailSettingsToForm(settings),
  })
  const { run, isPending } = useSaveGuestMailSettings()
  const { submit, formMessages, conflict } = useVersionedSave({
    form,
    schema: SettingsOfView,
    record: settings,
    toForm: mailSettingsToForm,
    save: (body, handlers) =>
      run({ params: { slugs: slug }, body }, { ...handlers, success: (view) => handlers.success?.(view.settings) }),
    savedMessage: t('guestMails.settings.saved'),
  })
  const dirty = canEdit && form.formState.isDirty
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])
  const errors = form.formState.errors
  const sendHour = form.watch('sendHour')

  const numberField = (name: DayField, max: number, description: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={t(`guestMails.settings.${name}`)}
          description={description}
          min={0}
          max={max}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          readOnly={!canEdit}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  )

  return (
    <SectionCard title={t('guestMails.settings.title')} lead={t('guestMails.settings.lead')}>
      <form onSubmit={submit} noValidate data-testid="mail-settings">
        <Stack gap="md">
          <ConflictAlert messages={conflict} fallback={t('guestMails.settings.conflict')} />
          <FormAlert messages={formMessages} />
          <Fieldset legend={t('guestMails.settings.kinds')} variant="unstyled">
            <Stack gap="sm" mt="xs">
              {GuestMailKind.options.map((kind) => (
                <Controller
                  key={kind}
                  control={form.control}
                  name={`sent.${kind}`}
                  render={({ field }) => (
                    <Switch
                      size="md"
                      label={t(`guestMails.kinds.${kind}`)}
                      description={t(`guestMails.kindHints.${kind}`)}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      disabled={!canEdit}
                    />
                  )}
                />
              ))}
            </Stack>
          </Fieldset>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {numberField('preArrivalDays', 30, t('guestMails.settings.preArrivalDaysHint'))}
            {numberField('afterStayDays', 30, t('guestMails.settings.afterStayDaysHint'))}
            {numberField('sendHour', 23, t('guestMails.settings.sendHourHint', { time: `${sendHour ?? 0}:00` }))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('guestMails.settings.checkInFrom')}
              placeholder="14:00"
              inputMode="numeric"
              maxLength={5}
              readOnly={!canEdit}
              error={errors.checkInFrom?.message}
              {...form.register('checkInFrom')}
            />
            <TextInput
              label={t('guestMails.settings.checkOutUntil')}
              placeholder="10:00"
              inputMode="numeric"
              maxLength={5}
              readOnly={!canEdit}
              error={errors.checkOutUntil?.message}
              {...form.register('checkOutUntil')}
            />
          </SimpleGrid>
          <Textarea
            label={t('guestMails.settings.directions')}
            description={t('guestMails.settings.directionsHint')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={2000}
            readOnly={!canEdit}
            error={errors.directions?.message}
            {...form.register('directions')}
          />
          <TextInput
            type="url"
            label={t('guestMails.settings.reviewUrl')}
            description={t('guestMails.settings.reviewUrlHint')}
            placeholder="https://…"
            readOnly={!canEdit}
            error={errors.reviewUrl?.message}
            {...form.register('reviewUrl')}
          />
          {canEdit ? (
            <SaveBar dirty={form.formState.isDirty} onDiscard={() => form.reset()} loading={isPending} />
          ) : null}
        </Stack>
      </form>
    </SectionCard>
  )
}
