import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { readLayout } from '../apps/server/src/ops/citus-layout.ts'
import { rowSecurityStatements, WORKSPACE_SETTING } from '../apps/server/src/ops/row-security.ts'

// `npm run rls:policies [-- role …]`: prints the row-level security statements for every table of a
// workspace's data (and read grants for the roles named), to review and run with psql as the owner.

const roles = process.argv.slice(2)
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  const { tables } = await readLayout(database.db)
  console.log(
    `-- a role sees the rows of the workspace its session names: set ${WORKSPACE_SETTING} = '<workspace id>';`,
  )
  console.log(
    rowSecurityStatements(
      tables,
      roles.map((role) => ({ role, privileges: ['select'] })),
    ).join('\n'),
  )
} finally {
  await database.close()
}
