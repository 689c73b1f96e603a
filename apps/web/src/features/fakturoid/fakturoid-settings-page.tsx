import { Stack, Tabs } from '@mantine/core'
import { IconFileImport, IconFileInvoice } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import type { FakturoidKind } from '../../api/fakturoid.ts'
import { PageHeader } from '../../components/page-header.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { FakturoidConnectionCard } from './fakturoid-connection-card.tsx'
import { FakturoidDocuments } from './fakturoid-documents.tsx'

/** `/:slugs/settings/fakturoid`: the connection, and the sync of issued and supplier invoices with their states. */
export function FakturoidSettingsPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const [kind, setKind] = useState<FakturoidKind>('INVOICE')
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('fakturoid.title')} lead={t('fakturoid.lead')} />
      <FakturoidConnectionCard slugs={slugs} />
      <SectionCard title={t('fakturoid.sync.title')} lead={t('fakturoid.sync.lead')}>
        <Tabs
          value={kind}
          onChange={(value) => setKind((value as FakturoidKind | null) ?? 'INVOICE')}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="INVOICE" leftSection={<IconFileInvoice size={16} />}>
              {t('fakturoid.kind.INVOICE')}
            </Tabs.Tab>
            <Tabs.Tab value="EXPENSE" leftSection={<IconFileImport size={16} />}>
              {t('fakturoid.kind.EXPENSE')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="INVOICE">
            <FakturoidDocuments slugs={slugs} kind="INVOICE" />
          </Tabs.Panel>
          <Tabs.Panel value="EXPENSE">
            <FakturoidDocuments slugs={slugs} kind="EXPENSE" />
          </Tabs.Panel>
        </Tabs>
      </SectionCard>
    </Stack>
  )
}
