import type { BankAccount, ImportResult, Message } from '@innkeep/contract'
import { Button, FileButton } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconFileUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useImportStatement } from '../../api/bank.ts'
import { readAsBase64 } from '../../lib/file-base64.ts'
import { ImportResultModal } from './import-result.tsx'

export function showRefusal(messages: Message[]) {
  notifications.show({ color: 'red', autoClose: 10_000, message: messages.map((m) => m.text).join(' ') })
}

/** Nahrát výpis (GPC): the chosen file goes to the server whole; the result says what it added and matched. */
export function StatementImportButton({ slug, account }: { slug: string; account: BankAccount }) {
  const { t } = useTranslation()
  const { run, isPending } = useImportStatement()
  const [reading, setReading] = useState(false)
  const [result, setResult] = useState<ImportResult | null>(null)

  const upload = async (file: File | null) => {
    if (!file) return
    setReading(true)
    try {
      const content = await readAsBase64(file)
      await run(
        { params: { slugs: slug, id: account.id }, body: { fileName: file.name, content } },
        { success: setResult, validation: showRefusal },
      )
    } finally {
      setReading(false)
    }
  }

  return (
    <>
      <FileButton onChange={(file) => void upload(file)} accept=".gpc,.abo,.txt,text/plain">
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            leftSection={<IconFileUpload size={16} />}
            loading={reading || isPending}
          >
            {t('bank.import.button')}
          </Button>
        )}
      </FileButton>
      <ImportResultModal result={result} currency={account.currency} onClose={() => setResult(null)} />
    </>
  )
}
