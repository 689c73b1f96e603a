import type { Database } from '../../src/db/index.ts'

interface QueryClient {
  query: (...args: unknown[]) => Promise<unknown>
}

function textOf(statement: unknown): string {
  if (typeof statement === 'string') return statement
  return String((statement as { text?: unknown } | null)?.text ?? '')
}

/**
 * The SQL statements the app sends while `run` runs, by their text: the PostgreSQL pool has its `query` wrapped meanwhile. Run nothing else at once.
 */
export async function statementsDuring(database: Database, run: () => Promise<unknown>): Promise<string[]> {
  const client = (database.db as unknown as { $client: QueryClient }).$client
  const original = client.query
  const seen: string[] = []
  client.query = (...args: unknown[]) => {
    seen.push(textOf(args[0]))
    return original.apply(client, args)
  }
  try {
    await run()
  } finally {
    client.query = original
  }
  return seen
}
