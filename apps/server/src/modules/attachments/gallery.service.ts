import { type GalleryQuery, roleMay } from '@innkeep/contract'
import type { z } from 'zod'
import { type Db, inSnapshot } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { forbidden, notFound, validation } from '../../http/errors.ts'
import { enqueueJob, latestJobsByKey } from '../../jobs/jobs.ts'
import { GALLERY_OBJECTS, objectExists, READ } from './attachment-access.ts'
import * as q from './attachments.queries.ts'
import { toAttachment } from './attachments.service.ts'
import { findConnection } from './pcloud.queries.ts'
import { copyKey, copyOf, PCLOUD_COPY, type StoreValues } from './pcloud-copy.ts'

type QueryValues = z.output<typeof GalleryQuery>

/** At most this many attachments are queued by one filter. */
const STORE_FILTER_LIMIT = 500

/**
 * The staff gallery: every photo of one object (a room, the house, a car, a contract; any
 * visibility), or every public GALLERY photo; newest first, with thumbnails and the pCloud state.
 */
export async function galleryData(db: Db, access: WorkspaceAccess, query: QueryValues) {
  const ws = access.workspace.id
  const { objectType } = query
  if (objectType && !roleMay(access.role, READ[objectType])) throw forbidden()
  if (objectType && objectType !== 'WORKSPACE') {
    if (!query.objectId) throw validation('objectId', 'validation.required')
    if (!(await objectExists(db, ws, objectType, query.objectId))) throw notFound()
  }
  // the copy job may finish between two reads; one snapshot never shows a stored file as not stored
  const { rows, total, jobs, connection } = await inSnapshot(db, async (tx) => {
    const page = await q.selectAttachments(tx, ws, {
      objectTypes: objectType ? [objectType] : GALLERY_OBJECTS,
      objectId: objectType && objectType !== 'WORKSPACE' ? query.objectId : undefined,
      visibility: objectType ? undefined : 'GALLERY',
      imagesOnly: true,
      page: query.page,
      size: query.size,
    })
    const keys = page.rows.map((row) => copyKey(row.id))
    return { ...page, jobs: await latestJobsByKey(tx, ws, PCLOUD_COPY, keys), connection: await findConnection(tx, ws) }
  })
  return {
    items: rows.map((row) => ({
      ...toAttachment(row, access.workspace.slug),
      pcloud: copyOf(row, jobs.get(copyKey(row.id))),
    })),
    total,
    page: query.page,
    size: query.size,
    pcloud: { connected: connection !== undefined, folderPath: connection?.folderPath ?? null },
  }
}

/** The attachments a store request names: all of them in this workspace and readable, or none. */
async function attachmentsToStore(db: Db, access: WorkspaceAccess, input: StoreValues) {
  const ws = access.workspace.id
  if (input.attachmentIds) {
    const ids = [...new Set(input.attachmentIds)]
    const rows = await q.findAttachments(db, ws, ids)
    // another workspace's id is the same as no id: 204, and nothing is queued
    if (rows.length !== ids.length) throw notFound()
    if (rows.some((row) => !roleMay(access.role, READ[row.objectType]))) throw forbidden()
    return rows
  }
  const filter = input.filter ?? {}
  if (filter.objectType && !roleMay(access.role, READ[filter.objectType])) throw forbidden()
  const readable = Object.entries(READ).filter(([, permission]) => roleMay(access.role, permission))
  const { rows } = await q.selectAttachments(db, ws, {
    objectTypes: filter.objectType
      ? [filter.objectType]
      : readable.map(([type]) => type as q.AttachmentRow['objectType']),
    objectId: filter.objectType === 'WORKSPACE' ? undefined : filter.objectId,
    visibility: filter.visibility,
    page: 0,
    size: STORE_FILTER_LIMIT,
  })
  return rows
}

/**
 * Queues one copy job per attachment not yet in pCloud (`pcloud:<id>` keeps it to one at a time);
 * the jobs run after the commit. Answers which were queued, already queued and already stored.
 */
export async function storeToPCloud(
  deps: { db: Db; pokeJobs: () => void },
  access: WorkspaceAccess,
  input: StoreValues,
) {
  const ws = access.workspace.id
  const rows = await attachmentsToStore(deps.db, access, input)
  if (!(await findConnection(deps.db, ws))) throw validation(undefined, 'pcloud.notConnected')
  const result = { queued: [] as string[], alreadyQueued: [] as string[], alreadyStored: [] as string[] }
  await deps.db.transaction(async (tx) => {
    for (const row of rows) {
      if (row.pcloudFileId) {
        result.alreadyStored.push(row.id)
        continue
      }
      const job = await enqueueJob(tx, {
        workspaceId: ws,
        kind: PCLOUD_COPY,
        payload: { attachmentId: row.id },
        dedupeKey: copyKey(row.id),
      })
      ;(job.created ? result.queued : result.alreadyQueued).push(row.id)
    }
  })
  if (result.queued.length > 0) deps.pokeJobs()
  return result
}
