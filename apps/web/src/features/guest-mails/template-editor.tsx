import { type GuestMailsView, type GuestMailTemplate, saveGuestMailTemplate } from '@innkeep/contract'
import { Badge, Button, Group, Stack, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconEye } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { usePreviewGuestMail, useResetGuestMailTemplate, useSaveGuestMailTemplate } from '../../api/guest-mails.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredUnless } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { MailPreview } from './mail-preview.tsx'
import { PlaceholderChips } from './placeholder-chips.tsx'
import { TemplateActions } from './template-actions.tsx'
import { useInsertAtCursor } from './use-insert-at-cursor.ts'

const TextSchema = saveGuestMailTemplate.body
type TextValues = { subject: string; body: string }

interface Props {
  slug: string
  template: GuestMailTemplate
  placeholders: readonly string[]
  canEdit: boolean
  onDirtyChange: (dirty: boolean) => void
}

const MONOSPACE = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } }

/** One kind's text in one language: edit it with the placeholders, see it filled in, save it or go back to the built-in one. */
export function TemplateEditor({ slug, template, placeholders, canEdit, onDirtyChange }: Props) {
  const { t } = useTranslation()
  const { kind, language } = template
  const form = useForm<TextValues, unknown, z.output<typeof TextSchema>>({
    resolver: localizedResolver<typeof TextSchema, TextValues>(TextSchema),
    defaultValues: { subject: template.subject, body: template.body },
  })
  const server = useServerMessages(form)
  const { bind, insert } = useInsertAtCursor(form, ['body', 'subject'])
  const save = useSaveGuestMailTemplate()
  const reset = useResetGuestMailTemplate()
  const preview = usePreviewGuestMail()
  const [shown, setShown] = useState<{ subject: string; text: string } | null>(null)
  const dirty = canEdit && form.formState.isDirty
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  // a save or a reset answers the whole view: the form starts again from this kind's text in it
  const load = (view: GuestMailsView) => {
    const current = view.templates.find((item) => item.kind === kind && item.language === language)
    if (current) form.reset({ subject: current.subject, body: current.body })
  }
  const params = { slugs: slug, kind, language }

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    await save.run(
      { params, body: values },
      {
        validation: server.validation,
        success: (view) => {
          load(view)
          notifications.show({ color: 'green', message: t('guestMails.texts.saved') })
        },
      },
    )
  })

  const showPreview = async () => {
    server.clear()
    if (!(await form.trigger())) return
    const { subject, body } = form.getValues()
    await preview.run(
      { params: { slugs: slug }, body: { kind, language, subject, body } },
      { validation: server.validation, success: setShown },
    )
  }

  const resetText = () =>
    reset.run(
      { params },
      {
        success: (view) => {
          load(view)
          setShown(null)
          notifications.show({ color: 'green', message: t('guestMails.texts.resetDone') })
        },
      },
    )

  return (
    <form onSubmit={submit} noValidate data-testid="template-editor">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light" color={template.custom ? 'blue' : 'gray'} data-testid="template-origin">
            {t(template.custom ? 'guestMails.texts.custom' : 'guestMails.texts.builtIn')}
          </Badge>
          {dirty ? (
            <Badge variant="outline" color="orange">
              {t('guestMails.texts.unsaved')}
            </Badge>
          ) : null}
        </Group>
        <FormAlert messages={server.formMessages} />
        <Controller
          control={form.control}
          name="subject"
          render={({ field, fieldState }) => (
            <TextInput
              label={t('guestMails.texts.subject')}
              {...requiredUnless(!canEdit)}
              readOnly={!canEdit}
              maxLength={200}
              styles={MONOSPACE}
              error={fieldState.error?.message}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onFocus={bind('subject').onFocus}
              ref={(element) => {
                field.ref(element)
                bind('subject').elementRef(element)
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="body"
          render={({ field, fieldState }) => (
            <Textarea
              label={t('guestMails.texts.body')}
              {...requiredUnless(!canEdit)}
              readOnly={!canEdit}
              autosize
              minRows={8}
              maxRows={30}
              maxLength={10_000}
              styles={MONOSPACE}
              error={fieldState.error?.message}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onFocus={bind('body').onFocus}
              ref={(element) => {
                field.ref(element)
                bind('body').elementRef(element)
              }}
            />
          )}
        />
        <PlaceholderChips placeholders={placeholders} onInsert={canEdit ? insert : undefined} />
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconEye size={18} />}
            loading={preview.isPending}
            onClick={() => void showPreview()}
          >
            {t('guestMails.texts.preview')}
          </Button>
          {canEdit ? (
            <TemplateActions
              custom={template.custom}
              kindLabel={t(`guestMails.kinds.${kind}`)}
              languageLabel={t(`guestMails.languages.${language}`)}
              dirty={form.formState.isDirty}
              saving={save.isPending}
              onDiscard={() => form.reset()}
              onReset={resetText}
            />
          ) : null}
        </Group>
        {shown ? <MailPreview subject={shown.subject} text={shown.text} onClose={() => setShown(null)} /> : null}
      </Stack>
    </form>
  )
}
