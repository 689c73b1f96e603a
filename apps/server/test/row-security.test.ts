import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/index.ts'
import { readLayout, type TableLayout } from '../src/ops/citus-layout.ts'
import { rowSecurityStatements, WORKSPACE_SETTING } from '../src/ops/row-security.ts'
import { startTestApp } from './support/test-app.ts'
import { buildTenant, type Tenant } from './support/world.ts'

/**
 * The optional row-level security policies (`npm run rls:policies`), applied to a database holding
 * two full workspaces and tested as a role that does not own the tables: it sees and writes only the
 * workspace its session names, on every table of a workspace's data, and nothing without one.
 */
const { app, database } = await startTestApp()
const role = `innkeep_rls_${randomBytes(4).toString('hex')}`
let a: Tenant
let b: Tenant
let ids: { a: string; b: string }
let distributed: TableLayout[]

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/** Runs `work` as the non-owner role with the session naming `workspace` (or none). */
async function asRole<T>(workspace: string | null, work: (tx: Db) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local role ${role}`))
    if (workspace) await tx.execute(sql`select set_config(${WORKSPACE_SETTING}, ${workspace}, true)`)
    return work(tx)
  })
}

/** The driver's error (Drizzle wraps it) says a row-level security policy refused the row. */
const refusedByPolicy = (error: unknown) =>
  /row-level security/.test(String((error as { cause?: Error }).cause?.message ?? (error as Error).message))

beforeAll(async () => {
  a = await buildTenant(app, 'A')
  b = await buildTenant(app, 'B')
  const found = await rows<{ slug: string; id: string }>(
    database.db,
    sql`select slug, id::text from workspaces where slug in (${a.slug}, ${b.slug})`,
  )
  ids = { a: found.find((w) => w.slug === a.slug)?.id ?? '', b: found.find((w) => w.slug === b.slug)?.id ?? '' }
  const { tables } = await readLayout(database.db)
  distributed = tables.filter((t) => t.distribution === 'distributed')
  await database.db.execute(sql.raw(`create role ${role} nologin`))
  for (const statement of rowSecurityStatements(tables, [{ role, privileges: ['select', 'insert', 'update'] }]))
    await database.db.execute(sql.raw(statement))
})

afterAll(async () => {
  await database.db.execute(sql.raw(`drop owned by ${role}`))
  await database.db.execute(sql.raw(`drop role ${role}`))
})

describe('row-level security per workspace (optional, for roles other than the owner)', () => {
  it('shows the named workspace’s rows of every tenant table, and none of the other’s', async () => {
    let checked = 0
    for (const { table } of distributed) {
      const owner = await rows<{ a: number; b: number }>(
        database.db,
        sql.raw(`select count(*) filter (where workspace_id = '${ids.a}')::int as a,
                        count(*) filter (where workspace_id = '${ids.b}')::int as b from "${table}"`),
      )
      const seen = await asRole(ids.a, (tx) =>
        rows<{ a: number; b: number }>(
          tx,
          sql.raw(`select count(*) filter (where workspace_id = '${ids.a}')::int as a,
                          count(*) filter (where workspace_id <> '${ids.a}')::int as b from "${table}"`),
        ),
      )
      expect(seen[0], table).toEqual({ a: owner[0]?.a ?? 0, b: 0 })
      if ((owner[0]?.b ?? 0) > 0) checked++
    }
    // the two workspaces have data in many tables: the check saw the other's rows hidden there
    expect(checked).toBeGreaterThan(15)
  })

  it('shows nothing when the session names no workspace', async () => {
    const seen = await asRole(null, (tx) => rows<{ n: number }>(tx, sql`select count(*)::int as n from reservations`))
    expect(seen[0]?.n).toBe(0)
  })

  it('refuses to write a row into another workspace, or move one there', async () => {
    const [contact] = await rows<{ id: string }>(
      database.db,
      sql`select id::text from contacts where workspace_id = ${ids.a}::uuid limit 1`,
    )
    await expect(
      asRole(ids.a, (tx) =>
        tx.execute(
          sql`insert into contacts (workspace_id, id, name) values (${ids.b}::uuid, gen_random_uuid(), 'Vetřelec')`,
        ),
      ),
    ).rejects.toSatisfy(refusedByPolicy)
    await expect(
      asRole(ids.a, (tx) =>
        tx.execute(sql`update contacts set workspace_id = ${ids.b}::uuid where id = ${contact?.id ?? ''}::uuid`),
      ),
    ).rejects.toSatisfy(refusedByPolicy)
    const touched = await asRole(ids.b, (tx) =>
      rows<{ id: string }>(
        tx,
        sql`update contacts set name = 'Přepsáno' where workspace_id = ${ids.a}::uuid returning id`,
      ),
    )
    expect(touched).toEqual([])
  })

  it('leaves the server, which owns the tables, as it was', async () => {
    const both = await rows<{ n: number }>(
      database.db,
      sql`select count(distinct workspace_id)::int as n from reservations where workspace_id in (${ids.a}::uuid, ${ids.b}::uuid)`,
    )
    expect(both[0]?.n).toBe(2)
  })
})
