// The undici package (for an Agent whose DNS lookup is ours, feed-fetch.ts) installs its own Agent as
// the global dispatcher when first imported, also under the symbol Node's built-in fetch reads, unless
// one is there already. Every other client of the server (Web Push, FIO, Fakturoid, pCloud, ARES) uses
// the built-in fetch, which must keep its own dispatcher: the package's newer Agent under it refused
// Web Push's requests ("invalid content-length header"). So the built-in fetch sets up its dispatcher
// first (a data: URL touches no network), and that one is put back should the import replace it. The
// feed fetch always passes its own Agent and never uses a global one.
const BUILT_IN = Symbol.for('undici.globalDispatcher.1')
const holder = globalThis as unknown as Record<symbol, unknown>
await (await fetch('data:,')).arrayBuffer()
const before = holder[BUILT_IN]
const undici = await import('undici')
holder[BUILT_IN] = before

export const { Agent, fetch: undiciFetch } = undici
