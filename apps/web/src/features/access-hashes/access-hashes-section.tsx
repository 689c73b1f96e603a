import { Divider, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useAccessHashes } from '../../api/members.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { AccessHashesTable } from './access-hashes-table.tsx'
import { CreateAccessHashForm } from './create-access-hash-form.tsx'

/** Device keys (waiter terminal, reception tablet): create, see last use, revoke. */
export function AccessHashesSection() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const hashes = useAccessHashes(slugs, true)
  return (
    <SectionCard title={t('accessHashes.title')} lead={t('accessHashes.lead')}>
      <Stack gap="md">
        <CreateAccessHashForm slug={slugs} />
        <Divider />
        {hashes.isPending ? (
          <PageSkeleton rows={2} />
        ) : hashes.data ? (
          <AccessHashesTable slug={slugs} hashes={hashes.data} />
        ) : (
          <ErrorState error={hashes.error} onRetry={() => void hashes.refetch()} />
        )}
      </Stack>
    </SectionCard>
  )
}
