import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { citusStatements, readLayout } from '../apps/server/src/ops/citus-layout.ts'

// `npm run citus:layout`: each table's distribution, the keys that would not shard by workspace (exit
// code 1 when there are any), and the statements that distribute the database on Citus.

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  const { tables, problems } = await readLayout(database.db)
  console.table(tables)
  if (problems.length > 0) {
    console.log('Keys that do not start with the workspace:')
    console.table(problems)
  } else {
    console.log('Every key of every distributed table starts with the workspace.')
  }
  console.log(`\n-- on the Citus coordinator, after the migrations:\n${citusStatements(tables).join('\n')}`)
  process.exitCode = problems.length > 0 ? 1 : 0
} finally {
  await database.close()
}
