import { Alert, Stack } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useGuestMails } from '../../api/guest-mails.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { MailSettingsCard } from './mail-settings-card.tsx'
import { MailTextsCard } from './mail-texts-card.tsx'

/** `/:slugs/settings/guest-mails`: everyone at the desk reads; owners and managers change what goes when, and the texts. */
export function GuestMailsPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { may } = useWorkspaceAccess(slugs)
  const mails = useGuestMails(slugs)
  const canEdit = may('resources.manage')
  // one guard for both cards: a router blocks with one blocker at a time
  const [settingsDirty, setSettingsDirty] = useState(false)
  const [textDirty, setTextDirty] = useState(false)
  const onSettingsDirty = useCallback((dirty: boolean) => setSettingsDirty(dirty), [])
  const onTextDirty = useCallback((dirty: boolean) => setTextDirty(dirty), [])

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('guestMails.title')} lead={t('guestMails.lead')} />
      {canEdit ? null : (
        <Alert icon={<IconInfoCircle />} variant="light" color="gray" data-testid="read-only-notice">
          {t('guestMails.readOnly')}
        </Alert>
      )}
      {mails.isPending ? (
        <PageSkeleton rows={6} />
      ) : mails.data ? (
        <>
          <MailSettingsCard
            // a save elsewhere (another tab, a colleague) changes the version: start from the record again
            key={mails.data.settings.version}
            slug={slugs}
            settings={mails.data.settings}
            canEdit={canEdit}
            onDirtyChange={onSettingsDirty}
          />
          <MailTextsCard slug={slugs} view={mails.data} canEdit={canEdit} onDirtyChange={onTextDirty} />
        </>
      ) : (
        <ErrorState error={mails.error} onRetry={() => void mails.refetch()} />
      )}
      <UnsavedChangesGuard dirty={canEdit && (settingsDirty || textDirty)} />
    </Stack>
  )
}
