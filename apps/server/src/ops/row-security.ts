import type { TableLayout } from './citus-layout.ts'

/** The session setting that names the workspace a connection may see: `set innkeep.workspace_id = '…'`. */
export const WORKSPACE_SETTING = 'innkeep.workspace_id'

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * Row-level security as defence in depth: on every table distributed by workspace, a policy that
 * lets a role see and write only the rows of the workspace its session names (none when unset). The
 * owner the server connects as is exempt, as PostgreSQL makes table owners; the policies bind the
 * other roles a business gives out — a reporting login, a support engineer's, a future server role
 * that sets the workspace per transaction. `roles` are granted what they may do on those tables.
 */
export function rowSecurityStatements(
  tables: TableLayout[],
  grants: { role: string; privileges: ('select' | 'insert' | 'update' | 'delete')[] }[] = [],
): string[] {
  const current = `nullif(current_setting('${WORKSPACE_SETTING}', true), '')::uuid`
  const statements: string[] = []
  for (const { table } of tables.filter((t) => t.distribution === 'distributed')) {
    statements.push(
      `alter table "${table}" enable row level security;`,
      `drop policy if exists innkeep_workspace on "${table}";`,
      `create policy innkeep_workspace on "${table}" using (workspace_id = ${current}) with check (workspace_id = ${current});`,
    )
    for (const { role, privileges } of grants) {
      if (!ROLE_NAME.test(role)) throw new Error(`not a plain role name: ${role}`)
      statements.push(`grant ${privileges.join(', ')} on "${table}" to ${role};`)
    }
  }
  return statements
}
