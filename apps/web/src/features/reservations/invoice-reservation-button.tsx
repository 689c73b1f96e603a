import type { Reservation } from '@innkeep/contract'
import { Button } from '@mantine/core'
import { IconFileInvoice } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { useInvoiceReservation, useStayDocuments } from '../../api/invoices.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { showRefusal } from '../../components/refusal-toast.ts'

/**
 * Vystavit fakturu: a draft invoice from the stay's price breakdown, opened at once to check and issue;
 * Otevřít fakturu once the stay has one (the server answers with it).
 */
export function InvoiceReservationButton({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const navigate = useNavigate()
  const { may } = useWorkspaceAccess(slugs)
  const { run, isPending } = useInvoiceReservation()
  const documents = useStayDocuments(slugs, reservation.id)
  const invoiced = (documents.data ?? []).some(
    (document) =>
      document.type !== 'PROFORMA' && document.type !== 'RECEIVED_PAYMENT_INVOICE' && document.validity === 'VALID',
  )
  if (!may('money.write') || reservation.status === 'CANCELED') return null
  return (
    <Button
      variant="light"
      leftSection={<IconFileInvoice size={18} />}
      loading={isPending}
      onClick={() =>
        run(
          { params: { slugs, id: reservation.id }, body: {} },
          { validation: showRefusal, success: (draft) => navigate(`/${slugs}/invoices/${draft.id}`) },
        )
      }
    >
      {invoiced ? t('invoices.openStayInvoice') : t('invoices.fromReservation')}
    </Button>
  )
}
