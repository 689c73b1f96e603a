import { Button, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state.tsx'
import type { ContactsShow } from './use-contacts-filter.ts'

interface Props {
  text: string
  show: ContactsShow
  /** A label filter is on. */
  labelled?: boolean
  /** Absent: the role may not create contacts. */
  onNew?: (() => void) | undefined
}

/** An empty list says why (nothing yet, nothing found, nobody with an account) and what to do next. */
export function ContactsEmpty({ text, show, labelled = false, onNew }: Props) {
  const { t } = useTranslation()
  if (text) return <EmptyState title={t('contacts.emptySearch', { text })}>{t('contacts.emptySearchHint')}</EmptyState>
  if (labelled) return <EmptyState title={t('labels.filter.empty')}>{t('labels.filter.emptyHint')}</EmptyState>
  if (show === 'withAccount')
    return <EmptyState title={t('contacts.emptyWithAccount')}>{t('contacts.emptyWithAccountHint')}</EmptyState>
  return (
    <Stack align="center" gap={0} pb="md">
      <EmptyState title={t('contacts.empty')}>{t('contacts.emptyHint')}</EmptyState>
      {onNew ? (
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={onNew}>
          {t('contacts.new')}
        </Button>
      ) : null}
    </Stack>
  )
}
