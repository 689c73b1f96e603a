import { sql } from 'drizzle-orm'
import type { Db } from '../db/index.ts'

/**
 * How the schema maps onto Citus (PostgreSQL sharded by tenant): every table with a `workspace_id`
 * is distributed by it (all colocated, so one workspace's rows of every table share a node), and the
 * tables shared by all workspaces are reference tables copied to every node: people and sign-in keys,
 * and `workspaces` itself — one small row per tenant whose slug is unique across tenants, which a
 * table sharded by tenant could not promise. Citus then needs each
 * primary key, unique key, exclusion constraint and unique index of a distributed table to contain
 * the distribution column, and foreign keys between distributed tables to join on it; we ask for
 * more — it comes first — so every lookup and lock is routed to one shard. Reference tables may be
 * pointed at from anywhere.
 */

export type Distribution = 'distributed' | 'reference'

export interface TableLayout {
  table: string
  distribution: Distribution
  /** The column the table is distributed by (null for a reference table). */
  column: string | null
}

export interface LayoutProblem {
  table: string
  /** Constraint or index name. */
  name: string
  problem: string
}

interface KeyRow {
  table: string
  name: string
  kind: 'p' | 'u' | 'x' | 'f' | 'i'
  columns: string[]
  referenced: string | null
  referencedColumns: string[] | null
}

export async function readLayout(db: Db): Promise<{ tables: TableLayout[]; problems: LayoutProblem[] }> {
  const tableRows = await rows<{ table: string; tenant: boolean }>(
    db,
    sql`select c.relname as "table",
               exists (select 1 from pg_attribute a
                        where a.attrelid = c.oid and a.attname = 'workspace_id' and not a.attisdropped) as tenant
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
         order by c.relname`,
  )
  const tables: TableLayout[] = tableRows.map(({ table, tenant }) =>
    tenant
      ? { table, distribution: 'distributed', column: 'workspace_id' }
      : { table, distribution: 'reference', column: null },
  )
  const byName = new Map(tables.map((t) => [t.table, t]))
  const keys = await rows<KeyRow>(
    db,
    sql`select c.relname as "table", con.conname as name, con.contype as kind,
               array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, i)
                       join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i) as columns,
               f.relname as referenced,
               case when con.contype = 'f' then
                 array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, i)
                         join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.i)
               end as "referencedColumns"
          from pg_constraint con
          join pg_class c on c.oid = con.conrelid
          join pg_namespace n on n.oid = c.relnamespace
          left join pg_class f on f.oid = con.confrelid
         where n.nspname = current_schema() and con.contype in ('p', 'u', 'x', 'f')
        union all
        select c.relname, i.relname, 'i',
               array(select coalesce(a.attname::text, '(expression)') from unnest(x.indkey) with ordinality k(attnum, o)
                       left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.o),
               null, null
          from pg_index x
          join pg_class i on i.oid = x.indexrelid
          join pg_class c on c.oid = x.indrelid
          join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and x.indisunique
           and not exists (select 1 from pg_constraint con where con.conindid = x.indexrelid)`,
  )
  const problems: LayoutProblem[] = []
  for (const key of keys) {
    const table = byName.get(key.table)
    if (!table) continue
    if (table.distribution === 'reference') {
      // a table copied to every node cannot point into one shard
      if (key.kind === 'f' && key.referenced && byName.get(key.referenced)?.distribution === 'distributed')
        problems.push({ table: key.table, name: key.name, problem: `a shared table points at ${key.referenced}` })
      continue
    }
    const first = key.columns[0]
    if (key.kind !== 'f') {
      if (first !== table.column)
        problems.push({ table: key.table, name: key.name, problem: `starts with ${first}, not ${table.column}` })
      continue
    }
    const target = key.referenced ? byName.get(key.referenced) : undefined
    if (target?.distribution === 'reference') continue
    const targetFirst = key.referencedColumns?.[0]
    if (first !== table.column || targetFirst !== target?.column)
      problems.push({
        table: key.table,
        name: key.name,
        problem: `joins (${key.columns.join(', ')}) to ${key.referenced}(${key.referencedColumns?.join(', ')}), not by the workspace first`,
      })
  }
  return { tables, problems }
}

/**
 * The statements that distribute an existing database on a Citus coordinator: reference tables first
 * (distributed tables point at them), then the tenant tables, colocated with the first one.
 */
export function citusStatements(tables: TableLayout[]): string[] {
  const reference = tables.filter((t) => t.distribution === 'reference')
  const [first, ...others] = tables.filter((t) => t.distribution === 'distributed')
  if (!first) return reference.map((t) => `select create_reference_table('${t.table}');`)
  return [
    ...reference.map((t) => `select create_reference_table('${t.table}');`),
    `select create_distributed_table('${first.table}', 'workspace_id');`,
    ...others.map(
      (t) => `select create_distributed_table('${t.table}', 'workspace_id', colocate_with => '${first.table}');`,
    ),
  ]
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
