import type { Attachment, GuestLanguage } from '@innkeep/contract'
import { Badge, Group, Select, Stack, Switch, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAttachments } from '../../api/attachments.ts'
import { useUpdateAttachment } from '../../api/gallery.ts'
import { AttachmentActions } from '../../components/attachments/attachment-actions.tsx'
import { DOCUMENT_TYPES, UploadButton } from '../../components/attachments/upload-button.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { formatFileSize } from '../../lib/file-size.ts'

const LANGUAGES: readonly GuestLanguage[] = ['cs', 'en', 'de']
/** The select's value for a document for every guest. */
const ALL = 'ALL'

/** Which guests a guest document is for: everyone, or those speaking one language. */
function LanguageSelect({
  value,
  onChange,
  label,
  ariaLabel,
  testId,
}: {
  value: GuestLanguage | null
  onChange: (language: GuestLanguage | null) => void
  label?: string
  ariaLabel?: string
  testId: string
}) {
  const { t } = useTranslation()
  const name = (language: GuestLanguage) =>
    t(`attachments.documents.language${language === 'cs' ? 'Cs' : language === 'en' ? 'En' : 'De'}`)
  return (
    <Select
      label={label}
      aria-label={ariaLabel}
      data={[
        { value: ALL, label: t('attachments.documents.languageAll') },
        ...LANGUAGES.map((language) => ({ value: language, label: name(language) })),
      ]}
      value={value ?? ALL}
      allowDeselect={false}
      onChange={(chosen) => onChange(chosen === ALL || !chosen ? null : (chosen as GuestLanguage))}
      w={180}
      data-testid={testId}
    />
  )
}

/** A guest document's language, changed in place. */
function DocumentLanguage({ slugs, document }: { slugs: string; document: Attachment }) {
  const { t } = useTranslation()
  const update = useUpdateAttachment()
  return (
    <LanguageSelect
      value={document.language}
      onChange={(language) => update.run({ params: { slugs, id: document.id }, body: { language } })}
      ariaLabel={`${t('attachments.documents.language')} – ${document.title}`}
      testId={`document-language-${document.id}`}
    />
  )
}

/**
 * Documents of the house itself (house rules, directions): for staff only or for every guest too; a
 * guest document may be for the guests of one language (house rules in German), falling back to Czech.
 */
export function HouseDocumentsSection({ slugs }: { slugs: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const [forGuests, setForGuests] = useState(true)
  const [language, setLanguage] = useState<GuestLanguage | null>(null)
  const files = useAttachments(slugs, { objectType: 'WORKSPACE', size: 100 })
  const documents = (files.data?.items ?? []).filter((a) => a.visibility !== 'GALLERY')

  return (
    <SectionCard title={t('attachments.documents.title')} lead={t('attachments.documents.lead')}>
      <Group gap="md" align="center">
        <UploadButton
          slugs={slugs}
          label={t('attachments.documents.upload')}
          accept={DOCUMENT_TYPES}
          target={() =>
            forGuests
              ? { objectType: 'WORKSPACE', visibility: 'GUESTS', language }
              : { objectType: 'WORKSPACE', visibility: 'PRIVATE' }
          }
        />
        <Switch
          label={t('attachments.documents.forGuests')}
          description={forGuests ? undefined : t('attachments.documents.forGuestsHint')}
          checked={forGuests}
          onChange={(event) => setForGuests(event.currentTarget.checked)}
        />
        {forGuests ? (
          <LanguageSelect
            label={t('attachments.documents.language')}
            value={language}
            onChange={setLanguage}
            testId="upload-language"
          />
        ) : null}
      </Group>
      {forGuests ? (
        <Text size="sm" c="dimmed">
          {t('attachments.documents.languageHint')}
        </Text>
      ) : null}
      {files.isPending ? <PageSkeleton rows={3} /> : null}
      {files.error ? <ErrorState error={files.error} onRetry={() => void files.refetch()} /> : null}
      {files.data ? (
        <DataTable
          items={documents}
          minWidth={820}
          actions={{ w: 100 }}
          empty={
            <EmptyState title={t('attachments.documents.empty')}>{t('attachments.documents.emptyHint')}</EmptyState>
          }
          columns={
            <>
              <Table.Th>{t('attachments.name')}</Table.Th>
              <Table.Th>{t('attachments.visibilityLabel')}</Table.Th>
              <Table.Th>{t('attachments.documents.language')}</Table.Th>
              <Table.Th ta="right">{t('attachments.size')}</Table.Th>
              <Table.Th>{t('attachments.uploadedAt')}</Table.Th>
            </>
          }
        >
          {(document) => (
            <Table.Tr key={document.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Text fw={600}>{document.title}</Text>
                  <Text size="xs" c="dimmed">
                    {document.fileName}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none" color={document.visibility === 'GUESTS' ? 'teal' : 'gray'}>
                  {t(`attachments.visibility.${document.visibility}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {document.visibility === 'GUESTS' ? <DocumentLanguage slugs={slugs} document={document} /> : null}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(document.size, format.language)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(document.createdAt)}</Table.Td>
              <Table.Td>
                <AttachmentActions slugs={slugs} attachment={document} />
              </Table.Td>
            </Table.Tr>
          )}
        </DataTable>
      ) : null}
    </SectionCard>
  )
}
