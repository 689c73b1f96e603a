/**
 * `work` for each item, one after another: a transaction is one connection, and the driver runs one
 * query at a time on it (pg deprecates queueing them with Promise.all).
 */
export async function inOrder<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (const item of items) results.push(await work(item))
  return results
}
