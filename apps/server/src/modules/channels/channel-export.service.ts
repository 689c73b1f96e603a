import type { Db } from '../../db/index.ts'
import { buildFeed } from '../../integrations/ical/feed-export.ts'
import { addDays, todayIn } from '../../lib/local-date.ts'
import * as q from './channels.queries.ts'

const TOKEN_FILE = /^([A-Za-z0-9_-]{20,64})\.ics$/

/**
 * A room's published calendar: every active stay and every event imported from another portal (so
 * a night sold on Airbnb closes on Booking.com too), from a month ago on. Events say only "Obsazeno"
 * with stable UIDs: no guest's name or contact leaves the house. Undefined for an unknown or revoked
 * address.
 */
export async function publishedFeed(db: Db, file: string, now = new Date()) {
  const token = TOKEN_FILE.exec(file)?.[1]
  if (!token) return undefined
  const found = await q.findExportByToken(db, token)
  if (!found) return undefined
  const { export: published, resourceName, workspaceName, timeZone } = found
  const from = addDays(todayIn(timeZone, now), -31)
  const { stays, blocks } = await q.selectExportEvents(db, published.workspaceId, published.resourceId, from)
  return buildFeed({
    name: `${workspaceName} – ${resourceName}`,
    events: [
      ...stays.map((stay) => ({ uid: `${stay.id}@innkeep`, since: stay.since, till: stay.till, summary: 'Obsazeno' })),
      ...blocks.map((block) => ({
        uid: `${block.id}@innkeep`,
        since: block.since,
        till: block.till,
        summary: 'Obsazeno',
      })),
    ],
    stamp: now,
  })
}
