import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { citusStatements, readLayout } from '../src/ops/citus-layout.ts'
import { createTestDatabase } from './support/test-db.ts'

const database = await createTestDatabase()
afterAll(() => database.close())

describe('the schema can be sharded by workspace (Citus)', () => {
  it('has every key of every tenant table start with workspace_id', async () => {
    const { tables, problems } = await readLayout(database.db)
    expect(problems).toEqual([])
    const distribution = Object.fromEntries(tables.map((t) => [t.table, t.distribution]))
    expect(distribution).toMatchObject({
      reservations: 'distributed',
      invoices: 'distributed',
      jobs: 'distributed',
      workspaces: 'reference',
      identities: 'reference',
    })
    expect(tables.filter((t) => t.distribution === 'distributed').length).toBeGreaterThan(30)
  })

  it('reports a key, a unique index or a foreign key that does not lead with the workspace', async () => {
    await database.db.execute(sql`create table layout_probe (workspace_id uuid not null, id uuid not null, code text,
      primary key (id, workspace_id))`)
    await database.db.execute(sql`create unique index layout_probe_code on layout_probe (code)`)
    await database.db.execute(sql`create table layout_probe_child (workspace_id uuid not null, probe_id uuid not null,
      primary key (workspace_id, probe_id), foreign key (probe_id, workspace_id) references layout_probe (id, workspace_id))`)
    try {
      const { problems } = await readLayout(database.db)
      expect(problems.map((p) => `${p.table} ${p.name}`).sort()).toEqual([
        'layout_probe layout_probe_code',
        'layout_probe layout_probe_pkey',
        'layout_probe_child layout_probe_child_probe_id_workspace_id_fkey',
      ])
    } finally {
      await database.db.execute(sql`drop table layout_probe_child`)
      await database.db.execute(sql`drop table layout_probe`)
    }
  })

  it('writes the statements that distribute the database, shared tables first', async () => {
    const statements = citusStatements((await readLayout(database.db)).tables)
    const firstDistributed = statements.findIndex((s) => s.includes('create_distributed_table'))
    expect(statements.slice(0, firstDistributed).every((s) => s.includes('create_reference_table'))).toBe(true)
    expect(statements).toContain("select create_reference_table('workspaces');")
    expect(statements.slice(firstDistributed + 1).every((s) => s.includes('colocate_with'))).toBe(true)
  })
})
