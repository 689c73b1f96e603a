import {
  type PCloudCopy,
  type PCloudProblem,
  PCloudProblem as Problems,
  type StoreToPCloudInput,
} from '@innkeep/contract'
import type { z } from 'zod'
import type { JobStatus } from '../../jobs/jobs.ts'
import type { AttachmentRow } from './attachments.queries.ts'

/** The job kind that copies one attachment to the workspace's pCloud folder. */
export const PCLOUD_COPY = 'attachments.pcloud-copy'

export type StoreValues = z.output<typeof StoreToPCloudInput>

/** One copy job per attachment at a time. */
export const copyKey = (attachmentId: string) => `pcloud:${attachmentId}`

/** A job's last error starts with the problem's code (`PCLOUD_UNAVAILABLE: HTTP 502`). */
export function problemOf(lastError: string | null): PCloudProblem | null {
  if (!lastError) return null
  const code = Problems.safeParse(lastError.split(':')[0])
  return code.success ? code.data : 'PCLOUD_UNAVAILABLE'
}

/** Where an attachment's copy stands: its file id when made, else what its newest job says. */
export function copyOf(row: AttachmentRow, job: JobStatus | undefined): PCloudCopy {
  if (row.pcloudFileId) {
    return {
      state: 'STORED',
      fileId: row.pcloudFileId,
      storedAt: row.pcloudStoredAt?.toISOString() ?? null,
      problem: null,
    }
  }
  const none = { fileId: null, storedAt: null }
  if (job?.state === 'QUEUED' || job?.state === 'RUNNING')
    return { ...none, state: 'QUEUED', problem: problemOf(job.lastError) }
  if (job?.state === 'FAILED')
    return { ...none, state: 'FAILED', problem: problemOf(job.lastError) ?? 'PCLOUD_REFUSED' }
  return { ...none, state: 'NONE', problem: null }
}

/**
 * The name of the copy in pCloud: the file's name with the end of the attachment's id, so two
 * photos both called `foto.jpg` never replace each other, and a second upload of the same attachment
 * (a job run again after a crash) replaces its own copy instead of adding one.
 */
export function pcloudFileName(row: Pick<AttachmentRow, 'id' | 'fileName'>): string {
  const dot = row.fileName.lastIndexOf('.')
  const [base, extension] = dot > 0 ? [row.fileName.slice(0, dot), row.fileName.slice(dot)] : [row.fileName, '']
  return `${base} (${row.id.replaceAll('-', '').slice(-8)})${extension}`
}
