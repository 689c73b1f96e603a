import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ConfirmButton } from '../../components/confirm-button.tsx'

interface Props {
  /** The workspace's own text: only that one can go back to the built-in text. */
  custom: boolean
  kindLabel: string
  languageLabel: string
  dirty: boolean
  saving: boolean
  onDiscard: () => void
  onReset: () => Promise<unknown>
}

/** The foot of a text's editor: back to the built-in text (asked first), discard the changes, save. */
export function TemplateActions({ custom, kindLabel, languageLabel, dirty, saving, onDiscard, onReset }: Props) {
  const { t } = useTranslation()
  return (
    <Group gap="sm" justify="flex-end">
      {custom ? (
        <ConfirmButton
          label={t('guestMails.texts.reset')}
          title={t('guestMails.texts.resetTitle')}
          text={t('guestMails.texts.resetText', { kind: kindLabel, language: languageLabel })}
          confirmLabel={t('guestMails.texts.reset')}
          onConfirm={onReset}
        />
      ) : null}
      <Button variant="default" disabled={!dirty} onClick={onDiscard}>
        {t('common.discard')}
      </Button>
      <Button type="submit" loading={saving} disabled={!dirty}>
        {t('guestMails.texts.save')}
      </Button>
    </Group>
  )
}
