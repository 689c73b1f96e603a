import { type Invoice, invoiceIsdoc } from '@innkeep/contract'
import { Button, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconFileTypePdf, IconFileTypeXml, IconMail } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '../../api/download.ts'
import { downloadInvoicePdf } from '../../api/invoices.ts'
import { InvoiceSendDialog, type SentRecord } from './invoice-send-dialog.tsx'

interface Props {
  slug: string
  record: Invoice
  /** Odeslat e-mailem is offered (an issued, valid invoice the user may change). */
  canSend: boolean
  onSent: (sent: SentRecord) => void
}

/** `faktura-202610001.isdoc`, named in the invoice's language as the server names it. */
const isdocFileName = (invoice: Invoice) =>
  `${invoice.language === 'cs' ? 'faktura' : 'invoice'}-${invoice.number ?? ''}.isdoc`

/** PDF (the saved invoice, downloaded), the ISDOC e-invoice of an issued one, and Odeslat e-mailem. */
export function InvoiceDocuments({ slug, record, canSend, onSent }: Props) {
  const { t } = useTranslation()
  const [downloading, setDownloading] = useState<'pdf' | 'isdoc' | null>(null)
  const [sending, { open, close }] = useDisclosure(false)
  const download = async (kind: 'pdf' | 'isdoc') => {
    setDownloading(kind)
    try {
      if (kind === 'pdf') await downloadInvoicePdf(slug, record)
      else await downloadFile(invoiceIsdoc, { params: { slugs: slug, id: record.id } }, isdocFileName(record))
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t(kind === 'pdf' ? 'invoices.pdfFailed' : 'invoices.isdocFailed'),
        message: error instanceof Error ? error.message : String(error),
      })
    } finally {
      setDownloading(null)
    }
  }
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        type="button"
        variant="default"
        leftSection={<IconFileTypePdf size={18} />}
        loading={downloading === 'pdf'}
        onClick={() => void download('pdf')}
        data-testid="invoice-pdf"
      >
        {t('invoices.pdf')}
      </Button>
      {/* a draft has no number yet, and ISDOC is for issued invoices only */}
      {record.status === 'ISSUED' ? (
        <Button
          type="button"
          variant="default"
          leftSection={<IconFileTypeXml size={18} />}
          loading={downloading === 'isdoc'}
          onClick={() => void download('isdoc')}
          data-testid="invoice-isdoc"
        >
          {t('invoices.isdoc')}
        </Button>
      ) : null}
      {canSend ? (
        <>
          <Button
            type="button"
            variant="default"
            leftSection={<IconMail size={18} />}
            onClick={open}
            data-testid="invoice-send"
          >
            {t('invoices.send.button')}
          </Button>
          {/* the dialog sits inside the editor's form in the React tree: its submit and keys stay its own */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops events bubbling to the editor's form */}
          <div onSubmit={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
            <InvoiceSendDialog slug={slug} invoice={record} opened={sending} onClose={close} onSent={onSent} />
          </div>
        </>
      ) : null}
    </Group>
  )
}
