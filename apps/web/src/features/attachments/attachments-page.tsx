import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../components/page-header.tsx'
import { GallerySection } from './gallery-section.tsx'
import { HouseDocumentsSection } from './house-documents-section.tsx'

/** `/:slugs/settings/files`: house documents (for staff or for guests) and the public photo gallery. */
export function AttachmentsPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('attachments.title')} lead={t('attachments.lead')} />
      <HouseDocumentsSection slugs={slugs} />
      <GallerySection slugs={slugs} />
    </Stack>
  )
}
