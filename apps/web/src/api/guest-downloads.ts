import { buildUrl, call } from './client.ts'
import { publicDownload, publicRequestDownload } from './public-endpoints.ts'

export type GuestDownloadResult = 'started' | 'gone' | 'failed'

/**
 * A guest's download: the guest-info token buys a download id valid ten minutes, then the browser
 * fetches the file itself (Content-Disposition: attachment keeps the guest on the page). Zod-free, as
 * every call of the guest pages.
 */
export async function downloadGuestFile(token: string, attachmentId: string): Promise<GuestDownloadResult> {
  const outcome = await call(publicRequestDownload, { body: { token, attachmentId } }, { error: () => undefined })
  if (outcome.kind === 'notFound') return 'gone'
  if (outcome.kind !== 'success') return 'failed'
  const link = document.createElement('a')
  link.href = buildUrl(publicDownload, { params: { id: outcome.payload.id } })
  link.download = outcome.payload.fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  return 'started'
}
