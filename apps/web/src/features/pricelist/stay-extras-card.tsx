import type { StayExtra } from '@innkeep/contract'
import { Button, Group } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStayExtras } from '../../api/stay-accounts.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { StayExtraDialog } from './stay-extra-dialog.tsx'
import { StayExtrasTable } from './stay-extras-table.tsx'

/** Doplňkové služby: breakfast, a dog, parking…; who may change the price list adds and edits them. */
export function StayExtrasCard({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const { t } = useTranslation()
  const extras = useStayExtras(slug)
  const [editing, setEditing] = useState<StayExtra | 'new' | null>(null)
  return (
    <SectionCard title={t('stayExtras.title')} lead={t('stayExtras.lead')}>
      {extras.isPending ? (
        <PageSkeleton rows={2} />
      ) : extras.error || !extras.data ? (
        <ErrorState error={extras.error} onRetry={() => void extras.refetch()} />
      ) : (
        <StayExtrasTable extras={extras.data} canEdit={canEdit} onEdit={setEditing} />
      )}
      {canEdit ? (
        <Group justify="flex-end">
          <Button variant="default" leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            {t('stayExtras.new')}
          </Button>
        </Group>
      ) : null}
      <StayExtraDialog slug={slug} extra={editing} onClose={() => setEditing(null)} />
    </SectionCard>
  )
}
