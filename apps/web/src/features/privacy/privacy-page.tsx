import { Skeleton, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { useRetention } from '../../api/privacy.ts'
import { useWorkspaceUser } from '../../api/workspace.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { GuestExportCard } from './guest-export-card.tsx'
import { RetentionCard } from './retention-card.tsx'

/** `/:slugs/settings/privacy`: how long guests' data is kept, and one guest's data on request (`?email=` prefills). */
export function PrivacyPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const [search] = useSearchParams()
  const user = useWorkspaceUser(slugs)
  const retention = useRetention(slugs)
  const canEdit = user.data?.me.permissions.includes('workspace.settings') ?? false
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('privacy.title')} lead={t('privacy.lead')} />
      {retention.isPending ? (
        <Skeleton height={220} radius="md" />
      ) : retention.data ? (
        <RetentionCard slugs={slugs} view={retention.data} canEdit={canEdit} />
      ) : (
        <ErrorState error={retention.error} onRetry={() => void retention.refetch()} />
      )}
      <GuestExportCard slugs={slugs} initialEmail={search.get('email') ?? ''} />
    </Stack>
  )
}
