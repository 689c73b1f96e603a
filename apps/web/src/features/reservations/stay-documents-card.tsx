import type { InvoiceSummary, Reservation } from '@innkeep/contract'
import { Button, Group, Stack, Text } from '@mantine/core'
import { IconQrcode } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStayDocuments } from '../../api/invoices.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { InvoiceStateBadge, PaymentBadge } from '../../components/invoices/invoice-badges.tsx'
import { InvoiceDocumentRow } from '../../components/invoices/invoice-document-row.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { StayDepositDialog } from './stay-deposit-dialog.tsx'

/**
 * Doklady: what was invoiced for the stay, each with its state and payment; opened by who may read money.
 * Who may change stays (reception too) asks for a deposit here.
 */
export function StayDocumentsCard({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t } = useTranslation()
  const { may } = useWorkspaceAccess(slug)
  const documents = useStayDocuments(slug, reservation.id)
  const items = documents.data ?? []
  const [requesting, setRequesting] = useState(false)
  const canRequest = may('accommodation.write') && reservation.status !== 'CANCELED'
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
      {canRequest ? (
        <>
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconQrcode size={18} />} onClick={() => setRequesting(true)}>
              {t('detail.requestDeposit')}
            </Button>
          </Group>
          <StayDepositDialog
            slug={slug}
            reservation={reservation}
            opened={requesting}
            onClose={() => setRequesting(false)}
          />
        </>
      ) : null}
    </SectionCard>
  )
}

function DocumentRow({ slug, document, canOpen }: { slug: string; document: InvoiceSummary; canOpen: boolean }) {
  const { t } = useTranslation()
  const canceled = document.validity === 'CANCELED'
  return (
    <InvoiceDocumentRow
      slug={slug}
      invoice={document}
      label={`${t(`invoices.type.${document.type}`)} ${document.number ?? t('detail.draft').toLowerCase()}`}
      canOpen={canOpen}
      side={
        <>
          <InvoiceStateBadge status={document.status} canceled={canceled} size="sm" />
          {document.status === 'ISSUED' && !canceled ? <PaymentBadge state={document.paymentState} size="sm" /> : null}
        </>
      }
    />
  )
}
