import type { PricelistItem } from '@innkeep/contract'
import { Button, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useAccommodationSettings, usePricelist } from '../../api/pricelist.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { LocalFeeCard } from './local-fee-card.tsx'
import { PricelistItemDialog } from './pricelist-item-dialog.tsx'
import { PricelistTable } from './pricelist-table.tsx'
import { PublicBookingCard } from './public-booking-card.tsx'
import { StayExtrasCard } from './stay-extras-card.tsx'

/** `/:slugs/pricelist`: price-list items with seasons, the extras, and the local accommodation fee. */
export function PricelistPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { language } = useFormat()
  const { may } = useWorkspaceAccess(slugs)
  const items = usePricelist(slugs)
  const settings = useAccommodationSettings(slugs)
  const [editing, setEditing] = useState<PricelistItem | 'new' | null>(null)
  const canEdit = may('pricelist.write')
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t('pricelist.title')}
        lead={t('pricelist.lead')}
        actions={
          canEdit ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
              {t('pricelist.new')}
            </Button>
          ) : null
        }
      />
      <SectionCard title={t('pricelist.items')}>
        {items.isPending ? (
          <PageSkeleton rows={4} />
        ) : items.error || !items.data ? (
          <ErrorState error={items.error} onRetry={() => void items.refetch()} />
        ) : (
          <PricelistTable slug={slugs} items={items.data} canEdit={canEdit} onEdit={setEditing} />
        )}
      </SectionCard>
      <StayExtrasCard slug={slugs} canEdit={canEdit} />
      {settings.isPending ? (
        <PageSkeleton rows={2} />
      ) : settings.data ? (
        <LocalFeeCard
          key={`${settings.data.version}-${language}`}
          slug={slugs}
          settings={settings.data}
          canEdit={canEdit}
        />
      ) : (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      <PublicBookingCard slug={slugs} canEdit={canEdit} />
      <PricelistItemDialog slug={slugs} item={editing} onClose={() => setEditing(null)} />
    </Stack>
  )
}
