import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { workspaces } from './identity.ts'
import { priceListItems } from './pricing.ts'

/** What a guest books from: "Pokoje", "Kemp – stání". */
export const resourceGroups = pgTable(
  'resource_groups',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Offered on the public booking page. */
    bookableOnline: boolean().notNull().default(true),
    /** What canceling costs (contract CancellationPolicy); null: no policy. */
    cancellationPolicy: jsonb(),
    /** The English and German name and description (contract Translations). */
    translations: jsonb().notNull().default({}),
    position: integer().notNull().default(0),
    retiredAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] })],
)

/** A room, a motorhome place or a restaurant. */
export const resources = pgTable(
  'resources',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    groupId: uuid().notNull(),
    kind: text({ enum: ['PENSIONROOM', 'MOTORHOME', 'RESTAURANT'] }).notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    capacity: integer().notNull().default(1),
    twinBeds: integer().notNull().default(0),
    singleBeds: integer().notNull().default(0),
    bathroom: text({ enum: ['BATH', 'SHOWER'] }),
    vehicleTypes: text({ enum: ['MOTORHOME', 'CARAVAN'] })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    electricity: boolean().notNull().default(false),
    /** The price-list item a stay in this resource is priced by. */
    priceCode: text(),
    /** The English and German name and description (contract Translations). */
    translations: jsonb().notNull().default({}),
    position: integer().notNull().default(0),
    retiredAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      columns: [t.workspaceId, t.groupId],
      foreignColumns: [resourceGroups.workspaceId, resourceGroups.id],
    }),
    // a resource is priced by an existing item; the item cannot be deleted while a resource uses it
    foreignKey({
      name: 'resources_price_code_fk',
      columns: [t.workspaceId, t.priceCode],
      foreignColumns: [priceListItems.workspaceId, priceListItems.code],
    }).onUpdate('cascade'),
    index('resources_group_idx').on(t.workspaceId, t.groupId),
    // public calls name a resource by id alone
    index('resources_id_idx').on(t.id),
    check('resources_capacity_check', sql`${t.capacity} between 0 and 500`),
    check('resources_beds_check', sql`${t.twinBeds} >= 0 and ${t.singleBeds} >= 0`),
  ],
)
