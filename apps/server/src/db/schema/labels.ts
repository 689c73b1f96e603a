import { sql } from 'drizzle-orm'
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { workspaces } from './identity.ts'

export const LABELED_OBJECT_TYPES = [
  'INVOICE',
  'EXPENSE',
  'RESERVATION',
  'CONTACT',
  'CAR',
  'CONTRACT',
  'ATTACHMENT',
] as const

/** A label of a workspace ("VIP", "Stálý host"), set on any object of LABELED_OBJECT_TYPES. */
export const labels = pgTable(
  'labels',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    name: text().notNull(),
    /** One of the UI's colour names (contract LabelColor). */
    color: text().notNull(),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('labels_name_key').on(t.workspaceId, sql`lower(${t.name})`),
  ],
)

/** Which labels an object carries. The object's existence in the workspace is checked by the service. */
export const objectLabels = pgTable(
  'object_labels',
  {
    workspaceId: uuid().notNull(),
    objectType: text({ enum: LABELED_OBJECT_TYPES }).notNull(),
    objectId: uuid().notNull(),
    labelId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.objectType, t.objectId, t.labelId] }),
    foreignKey({
      name: 'object_labels_label_fk',
      columns: [t.workspaceId, t.labelId],
      foreignColumns: [labels.workspaceId, labels.id],
    }).onDelete('cascade'),
    index('object_labels_label_idx').on(t.workspaceId, t.labelId, t.objectType),
  ],
)
