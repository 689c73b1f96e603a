import type { RentalDetail } from '@innkeep/contract'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconFilePlus, IconLink, IconLinkOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePairInvoice } from '../../api/vehicles.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { PaymentBadge } from '../../components/invoices/invoice-badges.tsx'
import { InvoiceDocumentRow } from '../../components/invoices/invoice-document-row.tsx'
import { showRefusal } from '../../components/refusal-toast.ts'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { PairInvoiceDialog } from './pair-invoice-dialog.tsx'

interface Props {
  slug: string
  detail: RentalDetail
  onChanged: (detail: RentalDetail) => void
}

/** The invoices paired with the contract (number, total, payment), pairing another of the renter's, unpairing. */
export function ContractInvoices({ slug, detail, onChanged }: Props) {
  const { t } = useTranslation()
  const _format = useFormat()
  const { may } = useWorkspaceAccess(slug)
  const [opened, dialog] = useDisclosure(false)
  const pair = usePairInvoice()
  const readInvoices = may('money.read')
  const canPair = may('vehicles.write') && readInvoices && detail.contract.state !== 'CANCELED'
  const unpair = (invoiceId: string, number: string) =>
    pair.run(
      { params: { slugs: slug }, body: { contractId: detail.contract.id, invoiceId, paired: false } },
      {
        validation: showRefusal,
        success: (saved) => {
          notifications.show({ message: t('vehicles.invoices.unpaired', { number }) })
          onChanged(saved)
        },
      },
    )

  return (
    <SectionCard title={t('vehicles.invoices.title')}>
      {detail.invoices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('vehicles.invoices.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {detail.invoices.map((invoice) => {
            const number = invoice.number ?? t('invoices.state.draft')
            return (
              <InvoiceDocumentRow
                key={invoice.id}
                slug={slug}
                invoice={invoice}
                label={number}
                canOpen={readInvoices}
                testId="paired-invoice"
                side={
                  <>
                    {invoice.status === 'ISSUED' ? (
                      <PaymentBadge state={invoice.paymentState} miw="max-content" />
                    ) : null}
                    {canPair ? (
                      <ConfirmAction
                        label={t('vehicles.invoices.unpair', { number })}
                        icon={<IconLinkOff size={18} />}
                        title={t('vehicles.invoices.unpairTitle')}
                        text={t('vehicles.invoices.unpairText', { number, contract: detail.contract.number })}
                        confirmLabel={t('vehicles.invoices.unpairConfirm')}
                        onConfirm={() => unpair(invoice.id, number)}
                      />
                    ) : null}
                  </>
                }
              />
            )
          })}
        </Stack>
      )}
      {canPair ? (
        <Group gap="sm">
          <Button variant="light" leftSection={<IconLink size={18} />} onClick={dialog.open}>
            {t('vehicles.invoices.pairButton')}
          </Button>
          <Button
            variant="subtle"
            component={Link}
            to={`/${slug}/invoices/new?contactId=${detail.contract.contactId}`}
            leftSection={<IconFilePlus size={18} />}
          >
            {t('vehicles.invoices.newInvoice')}
          </Button>
        </Group>
      ) : null}
      {canPair ? (
        <PairInvoiceDialog slug={slug} detail={detail} opened={opened} onClose={dialog.close} onPaired={onChanged} />
      ) : null}
    </SectionCard>
  )
}
