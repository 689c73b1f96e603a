import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'

interface Props {
  label: string
  /** The title of the red notice when the download fails. */
  failedTitle: string
  download: () => Promise<void>
}

/** A report's "Stáhnout PDF" in its page header: busy while the file comes, a notice when it does not. */
export function PdfDownloadButton({ label, failedTitle, download }: Props) {
  const [downloading, setDownloading] = useState(false)
  const run = async () => {
    setDownloading(true)
    try {
      await download()
    } catch (error) {
      notifications.show({
        color: 'red',
        title: failedTitle,
        message: error instanceof Error ? error.message : String(error),
      })
    } finally {
      setDownloading(false)
    }
  }
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} />}
      loading={downloading}
      onClick={() => void run()}
      className="no-print"
    >
      {label}
    </Button>
  )
}
