import type { InvoiceSummary, Message, RentalDetail } from '@innkeep/contract'
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useInvoices } from '../../api/invoices.ts'
import { usePairInvoice } from '../../api/vehicles.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PaymentBadge } from '../../components/invoices/invoice-badges.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'

interface Props {
  slug: string
  detail: RentalDetail
  opened: boolean
  onClose: () => void
  onPaired: (detail: RentalDetail) => void
}

function InvoiceChoice({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" w="100%">
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {invoice.number ?? t('invoices.state.draft')}
        </Text>
        <Text size="xs" c="dimmed">
          {format.date(invoice.issueDate)} · {format.money(invoice.total, invoice.currency)}
        </Text>
      </Stack>
      {invoice.status === 'ISSUED' ? <PaymentBadge state={invoice.paymentState} /> : null}
    </Group>
  )
}

/** Spárovat fakturu: the renter's valid invoices not on this contract yet; one is chosen and paired. */
export function PairInvoiceDialog(props: Props) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('vehicles.invoices.pairTitle', { contact: props.detail.contact.name })}
    >
      <PairInvoiceBody {...props} />
    </Modal>
  )
}

// inside the dialog: the invoices are read only once it opens
function PairInvoiceBody({ slug, detail, onClose, onPaired }: Props) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<Message[]>([])
  const pair = usePairInvoice()
  const invoices = useInvoices(slug, { contactId: detail.contract.contactId, validity: 'VALID', size: 100 })
  const paired = new Set(detail.invoices.map((i) => i.id))
  const candidates = (invoices.data?.items ?? []).filter((invoice) => !paired.has(invoice.id))
  const confirm = async () => {
    if (!chosen) return
    setRefusal([])
    await pair.run(
      { params: { slugs: slug }, body: { contractId: detail.contract.id, invoiceId: chosen, paired: true } },
      {
        validation: setRefusal,
        success: (saved) => {
          onPaired(saved)
          onClose()
        },
      },
    )
  }
  return (
    <Stack gap="sm">
      {refusal.length > 0 ? (
        <Alert color="red" variant="light" role="alert">
          {refusal.map((m) => m.text).join(' ')}
        </Alert>
      ) : null}
      {invoices.isPending ? <PageSkeleton rows={3} /> : null}
      {invoices.error ? <ErrorState error={invoices.error} onRetry={() => void invoices.refetch()} /> : null}
      {invoices.data && candidates.length === 0 ? (
        <EmptyState title={t('vehicles.invoices.noCandidates')}>{t('vehicles.invoices.noCandidatesHint')}</EmptyState>
      ) : null}
      {candidates.length > 0 ? (
        <Radio.Group value={chosen} onChange={setChosen} label={t('vehicles.invoices.choose')}>
          <Stack gap="xs" mt="xs" mah={360} style={{ overflowY: 'auto' }}>
            {candidates.map((invoice) => (
              <Radio.Card key={invoice.id} value={invoice.id} p="sm" radius="md" data-testid="pair-candidate">
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <InvoiceChoice invoice={invoice} />
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void confirm()} disabled={!chosen} loading={pair.isPending}>
          {t('vehicles.invoices.pair')}
        </Button>
      </Group>
    </Stack>
  )
}
