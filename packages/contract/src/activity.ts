import { z } from 'zod'
import { Id, Instant, LocalDate, SlugParams } from './common.ts'
import { endpoint } from './endpoint.ts'

// The audit trail of a workspace (issue 10): every write and every view of a guest's identity
// document, append-only. The activity screen and the history panels of detail pages read it.

/** The action of a row recording that a caller was shown guests' identity document numbers. */
export const VIEW_ID_DOCUMENT = 'VIEW_ID_DOCUMENT'

/**
 * What of the trail belongs to the books: a role with `audit.books` but not `audit.read` (the
 * accountant) reads these rows only — documents, payments and bank items, and closing the books.
 */
export const BOOKS_ACTIVITY = {
  entities: ['INVOICE', 'EXPENSE', 'PAYMENT_LINK', 'BANK_ITEM', 'BANK_ACCOUNT', 'FAKTUROID'],
  /** Rows of the workspace itself that are the books' own. */
  workspaceActions: ['CLOSE_BOOKS', 'REOPEN_BOOKS'],
} as const

/** Who acted: a member, a device's access hash, a guest on the public pages, or the system itself. */
export const ActorKind = z.enum(['PERSON', 'DEVICE', 'GUEST', 'SYSTEM'])
export type ActorKind = z.infer<typeof ActorKind>

export const ActivityFilter = z.object({
  /** The area of the record: `RESERVATION`, `INVOICE`, `EXPENSE`, `CONTACT`, `CONTRACT`, … */
  entity: z.string().trim().min(1).max(40).optional(),
  /** The record's id (or code) within the area. */
  entityId: z.string().trim().min(1).max(100).optional(),
  /** The actor as recorded: `identity:{id}`, `device:{id}`, `guest`, `system…`. */
  actor: z.string().trim().min(1).max(200).optional(),
  /** The endpoint name of a write (`createContact`), or a recorded event (`VIEW_ID_DOCUMENT`, `ISSUE`). */
  action: z.string().trim().min(1).max(60).optional(),
  /** From this UTC day on. */
  from: LocalDate.optional(),
  /** Up to and including this UTC day. */
  till: LocalDate.optional(),
  /** Zero-based page. */
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(50),
})
export type ActivityFilter = z.input<typeof ActivityFilter>

export const ActivityItem = z.object({
  id: Id,
  at: Instant,
  actor: z.string(),
  actorKind: ActorKind,
  /** The person's full name (or e-mail), the device's name; null for guests, the system and the unknown. */
  actorName: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  /** What the call changed (secrets and files redacted), or what the event recorded. */
  fields: z.record(z.string(), z.unknown()),
})
export type ActivityItem = z.infer<typeof ActivityItem>

export const ActivityPage = z.object({
  items: z.array(ActivityItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type ActivityPage = z.infer<typeof ActivityPage>

export const listActivity = endpoint({
  name: 'listActivity',
  method: 'GET',
  path: '/api/{slugs}/activity',
  access: 'staff',
  permission: 'audit.books',
  status: 'ready',
  addition: true,
  summary:
    'The audit trail of the workspace, newest first: who changed what and who viewed identity documents (with audit.books only: the rows of the books, BOOKS_ACTIVITY)',
  params: SlugParams,
  query: ActivityFilter,
  response: ActivityPage,
})

export const activityEndpoints = [listActivity] as const
