import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * A text column sorted by Czech rules (Č after C, "ch" after "h", case and accents second), on every
 * database: migration 0040 creates the ICU collation, so the database's own collation does not matter.
 */
export function czech(column: AnyPgColumn | SQL): SQL {
  return sql`${column} collate "cs_czech"`
}
