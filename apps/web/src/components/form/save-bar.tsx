import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface Props {
  dirty: boolean
  onDiscard: () => void
  loading: boolean
  /** The save button's text; Uložit unless said. */
  saveLabel?: string
  /** Save only once something changed. */
  requireChanges?: boolean
}

/** The foot of an inline form: Zahodit změny puts the saved values back, the submit button saves. */
export function SaveBar({ dirty, onDiscard, loading, saveLabel, requireChanges = false }: Props) {
  const { t } = useTranslation()
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" disabled={!dirty} onClick={onDiscard}>
        {t('common.discard')}
      </Button>
      <Button type="submit" loading={loading} disabled={requireChanges && !dirty}>
        {saveLabel ?? t('common.save')}
      </Button>
    </Group>
  )
}
