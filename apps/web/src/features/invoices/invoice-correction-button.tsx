import type { Invoice } from '@innkeep/contract'
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconReceiptRefund } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useCreateInvoiceCorrection } from '../../api/invoices.ts'

const CORRECTABLE: readonly Invoice['type'][] = ['REGULAR_INVOICE', 'EU_INVOICE', 'RECEIVED_PAYMENT_INVOICE']

/**
 * Opravný doklad: an issued tax document is corrected by a credit note (the customer owes less) or a
 * debit note (more), dated today; the draft opens in the editor to be cut down to the difference.
 */
export function InvoiceCorrectionButton({ slug, record }: { slug: string; record: Invoice }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [opened, { open, close }] = useDisclosure(false)
  const [kind, setKind] = useState<'CREDIT' | 'DEBIT'>('CREDIT')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const correction = useCreateInvoiceCorrection()
  if (record.status !== 'ISSUED' || record.validity !== 'VALID' || !CORRECTABLE.includes(record.type)) return null
  const submit = () =>
    correction.run(
      { params: { slugs: slug, id: record.id }, body: { kind, reason } },
      {
        success: (draft) => {
          close()
          navigate(`/${slug}/invoices/${draft.id}`)
        },
        validation: (messages) => setProblem(messages.map((m) => m.text).join(' ')),
      },
    )
  return (
    <>
      <Button variant="default" leftSection={<IconReceiptRefund size={18} />} onClick={open}>
        {t('invoices.correction.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('invoices.correction.title', { number: record.number })}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('invoices.correction.lead')}
          </Text>
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value === 'DEBIT' ? 'DEBIT' : 'CREDIT')}
            data={[
              { value: 'CREDIT', label: t('invoices.correction.credit') },
              { value: 'DEBIT', label: t('invoices.correction.debit') },
            ]}
          />
          <Textarea
            label={t('invoices.correction.reason')}
            placeholder={t('invoices.correction.reasonPlaceholder')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
            autosize
            minRows={2}
          />
          {problem ? (
            <Alert color="red" variant="light" data-testid="correction-problem">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="subtle" onClick={close}>
              {t('invoices.correction.back')}
            </Button>
            <Button onClick={() => void submit()} loading={correction.isPending} disabled={reason.trim().length < 3}>
              {t('invoices.correction.create')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
