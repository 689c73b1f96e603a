import type { ContractSummary } from '@innkeep/contract'
import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPrinter } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadContractPdf } from '../../api/vehicles.ts'

/** Tisk smlouvy: the contract as a PDF to print and sign at the handover, downloaded like an invoice's. */
export function ContractPrintButton({ slug, contract }: { slug: string; contract: ContractSummary }) {
  const { t } = useTranslation()
  const [downloading, setDownloading] = useState(false)
  const download = async () => {
    setDownloading(true)
    try {
      await downloadContractPdf(slug, contract, t('vehicles.print.fileName', { number: contract.number }))
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('vehicles.print.failed'),
        message: error instanceof Error ? error.message : String(error),
      })
    } finally {
      setDownloading(false)
    }
  }
  return (
    <Button
      type="button"
      variant="default"
      leftSection={<IconPrinter size={18} />}
      loading={downloading}
      onClick={() => void download()}
      data-testid="contract-print"
    >
      {t('vehicles.print.button')}
    </Button>
  )
}
