import { Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useCompany, useWorkspaceUser } from '../../api/workspace.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { CompanyProfileForm } from './company-profile-form.tsx'

/** `/:slugs/settings/company`: everyone reads, only an OWNER edits. */
export function CompanySettingsPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const user = useWorkspaceUser(slugs)
  const company = useCompany(slugs)
  const canEdit = user.data?.me.permissions.includes('workspace.settings') ?? false
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('companySettings.title')}
        </Title>
        <Text c="dimmed">{t('companySettings.lead')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {company.isPending ? (
          <PageSkeleton rows={6} />
        ) : company.data ? (
          <CompanyProfileForm slug={slugs} company={company.data} canEdit={canEdit} />
        ) : (
          <ErrorState error={company.error} onRetry={() => void company.refetch()} />
        )}
      </Paper>
    </Stack>
  )
}
