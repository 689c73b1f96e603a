import { GuestLanguage, GuestMailKind, type GuestMailsView } from '@innkeep/contract'
import { Alert, Input, SegmentedControl, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconMailOff } from '@tabler/icons-react'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { TemplateEditor } from './template-editor.tsx'

interface Props {
  slug: string
  view: GuestMailsView
  canEdit: boolean
  onDirtyChange: (dirty: boolean) => void
}

type Choice = { kind: GuestMailKind; language: GuestLanguage }

/** Texty e-mailů: pick a kind and a language, then edit that text; leaving unsaved changes asks first. */
export function MailTextsCard({ slug, view, canEdit, onDirtyChange }: Props) {
  const { t } = useTranslation()
  // five kinds side by side need a desk's width; narrower, they stack
  const wide = useMediaQuery('(min-width: 62em)', true)
  const [picked, setPicked] = useState<Choice>({ kind: 'BOOKING_CONFIRMED', language: 'cs' })
  const [pending, setPending] = useState<Choice | null>(null)
  const [dirty, setDirty] = useState(false)
  const reportDirty = useCallback(
    (value: boolean) => {
      setDirty(value)
      onDirtyChange(value)
    },
    [onDirtyChange],
  )
  const choose = (next: Choice) => (dirty ? setPending(next) : setPicked(next))
  const template = view.templates.find((item) => item.kind === picked.kind && item.language === picked.language)

  return (
    <SectionCard title={t('guestMails.texts.title')} lead={t('guestMails.texts.lead')}>
      <Stack gap="sm">
        <Input.Wrapper label={t('guestMails.texts.kind')} id="guest-mail-kind" labelElement="div">
          <SegmentedControl
            aria-labelledby="guest-mail-kind-label"
            fullWidth
            size={wide ? 'sm' : 'md'}
            orientation={wide ? 'horizontal' : 'vertical'}
            value={picked.kind}
            onChange={(kind) => choose({ ...picked, kind: GuestMailKind.parse(kind) })}
            data={GuestMailKind.options.map((kind) => ({ value: kind, label: t(`guestMails.kinds.${kind}`) }))}
          />
        </Input.Wrapper>
        <Text size="sm" c="dimmed">
          {t(`guestMails.kindHints.${picked.kind}`)}
        </Text>
        <Input.Wrapper label={t('guestMails.texts.language')} id="guest-mail-language" labelElement="div">
          <SegmentedControl
            aria-labelledby="guest-mail-language-label"
            fullWidth
            size={wide ? 'sm' : 'md'}
            value={picked.language}
            onChange={(language) => choose({ ...picked, language: GuestLanguage.parse(language) })}
            data={GuestLanguage.options.map((language) => ({
              value: language,
              label: t(`guestMails.languages.${language}`),
            }))}
          />
        </Input.Wrapper>
      </Stack>
      {view.settings.disabled.includes(picked.kind) ? (
        <Alert color="gray" variant="light" icon={<IconMailOff />}>
          {t('guestMails.texts.off')}
        </Alert>
      ) : null}
      {template ? (
        <TemplateEditor
          key={`${picked.kind}-${picked.language}`}
          slug={slug}
          template={template}
          placeholders={view.placeholders}
          canEdit={canEdit}
          onDirtyChange={reportDirty}
        />
      ) : null}
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('unsaved.title')}
        text={t('guestMails.texts.switchText')}
        cancelLabel={t('unsaved.stay')}
        confirmLabel={t('guestMails.texts.switchConfirm')}
        onConfirm={() => {
          if (pending) setPicked(pending)
          setPending(null)
        }}
      />
    </SectionCard>
  )
}
