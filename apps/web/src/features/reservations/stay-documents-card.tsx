import type { InvoiceSummary, Reservation } from '@innkeep/contract'
import { Anchor, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useStayDocuments } from '../../api/invoices.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { InvoiceStateBadge, PaymentBadge } from '../../components/invoices/invoice-badges.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'

/** Doklady: what was invoiced for the stay, each with its state and payment; opened by who may read money. */
export function StayDocumentsCard({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t } = useTranslation()
  const { may } = useWorkspaceAccess(slug)
  const documents = useStayDocuments(slug, reservation.id)
  const items = documents.data ?? []
  return (
    <SectionCard title={t('detail.documents')}>
      {documents.isPending ? null : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('detail.noDocuments')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="stay-documents">
          {items.map((document) => (
            <DocumentRow key={document.id} slug={slug} document={document} canOpen={may('money.read')} />
          ))}
        </Stack>
      )}
    </SectionCard>
  )
}

function DocumentRow({ slug, document, canOpen }: { slug: string; document: InvoiceSummary; canOpen: boolean }) {
  const { t } = useTranslation()
  const format = useFormat()
  const name = `${t(`invoices.type.${document.type}`)} ${document.number ?? t('detail.draft').toLowerCase()}`
  const canceled = document.validity === 'CANCELED'
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0}>
        {canOpen ? (
          <Anchor
            component={Link}
            to={`/${slug}/invoices/${document.id}`}
            size="sm"
            td={canceled ? 'line-through' : undefined}
          >
            {name}
          </Anchor>
        ) : (
          <Text size="sm" td={canceled ? 'line-through' : undefined}>
            {name}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {format.date(document.issueDate)} · {format.money(document.total, document.currency)}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <InvoiceStateBadge status={document.status} canceled={canceled} size="sm" />
        {document.status === 'ISSUED' && !canceled ? <PaymentBadge state={document.paymentState} size="sm" /> : null}
      </Group>
    </Group>
  )
}
