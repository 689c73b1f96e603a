import { readFileSync } from 'node:fs'

/** The server package's version (src/version.ts and the built dist/main.js sit at the same depth). */
export const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version
