import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The boundaries of the tree (issue 23), checked by `npm run check`:
 * - web: a feature (`apps/web/src/features/<area>/`) imports no other feature; `components/`, `lib/`
 *   and `api/` import no feature at all (compose in `app/`);
 * - server: a module (`apps/server/src/modules/<area>/`) imports another only along an allowed arrow;
 * - `apps/server/src/integrations/` imports no module: a client knows its service, not our domain;
 * - `apps/server/src/pdf/` imports no queries: a document is drawn from what it is given.
 * What the tree breaks today is listed in `structure-allow.json`. The list may only shrink: an
 * import that breaks a rule and is not on it fails, and so does an entry nothing needs any more.
 */

export interface Allowed {
  /**
   * Server modules every module may import, which themselves import no module: the audit trail
   * (`activity`), where every area records what it did.
   */
  shared: string[]
  /** `<feature>-><feature>` (web) */
  web: string[]
  /** `<module>-><module>` (server) */
  server: string[]
  /** `<integration>-><module>` */
  integrations: string[]
  /** `<pdf file>-><queries file>` */
  pdf: string[]
}

export interface Breach {
  file: string
  specifier: string
  rule: string
  /** The allow-list entry that would permit it. */
  edge: Exclude<keyof Allowed, 'shared'>
  key: string
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** Relative specifiers of a source file's imports, re-exports and dynamic imports. */
export function importsOf(source: string): string[] {
  const found: string[] = []
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2]
    if (specifier?.startsWith('.')) found.push(specifier)
  }
  return found
}

function sourceFiles(dir: string): string[] {
  let entries: import('node:fs').Dirent[]
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The first folder under `base` a path lies in, or null when it lies elsewhere. */
function areaIn(base: string, file: string): string | null {
  const relative = path.relative(base, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  const [first, ...rest] = relative.split(path.sep)
  return rest.length > 0 && first ? first : null
}

/** Every import of the tree at `root` that breaks a rule (allowed or not). */
export function breaches(root: string): Breach[] {
  const web = path.join(root, 'apps/web/src')
  const features = path.join(web, 'features')
  const server = path.join(root, 'apps/server/src')
  const modules = path.join(server, 'modules')
  const integrations = path.join(server, 'integrations')
  const pdf = path.join(server, 'pdf')
  const found: Breach[] = []
  const check = (file: string, visit: (target: string, specifier: string) => void) => {
    for (const specifier of importsOf(readFileSync(file, 'utf8')))
      visit(path.resolve(path.dirname(file), specifier), specifier)
  }
  const at = (file: string) => path.relative(root, file)

  for (const file of sourceFiles(web)) {
    const own = areaIn(features, file)
    const shared = ['components', 'lib', 'api'].find(
      (folder) => areaIn(path.join(web, folder), file) !== null || path.dirname(file) === path.join(web, folder),
    )
    check(file, (target, specifier) => {
      const other = areaIn(features, target)
      if (other === null) return
      if (own !== null && other !== own)
        found.push({
          file: at(file),
          specifier,
          rule: 'a feature never imports another feature (compose in app/)',
          edge: 'web',
          key: `${own}->${other}`,
        })
      if (own === null && shared)
        found.push({
          file: at(file),
          specifier,
          rule: `${shared}/ imports no feature`,
          edge: 'web',
          key: `${shared}->${other}`,
        })
    })
  }
  for (const file of sourceFiles(modules)) {
    const own = areaIn(modules, file)
    check(file, (target, specifier) => {
      const other = areaIn(modules, target)
      if (own !== null && other !== null && other !== own)
        found.push({
          file: at(file),
          specifier,
          rule: 'a module imports another only along an allowed arrow',
          edge: 'server',
          key: `${own}->${other}`,
        })
    })
  }
  for (const file of sourceFiles(integrations)) {
    const own = areaIn(integrations, file) ?? path.basename(file, path.extname(file))
    check(file, (target, specifier) => {
      const other = areaIn(modules, target)
      if (other !== null)
        found.push({
          file: at(file),
          specifier,
          rule: 'an integration imports no module',
          edge: 'integrations',
          key: `${own}->${other}`,
        })
    })
  }
  for (const file of sourceFiles(pdf)) {
    check(file, (target, specifier) => {
      if (target.endsWith('.queries.ts') || target.endsWith('.queries'))
        found.push({
          file: at(file),
          specifier,
          rule: 'pdf/ imports no queries',
          edge: 'pdf',
          key: `${at(file)}->${at(target)}`,
        })
    })
  }
  return found
}

/** Cycles among module arrows (each once, from its smallest name). */
export function cycles(arrows: string[]): string[][] {
  const next = new Map<string, string[]>()
  for (const arrow of arrows) {
    const [from, to] = arrow.split('->') as [string, string]
    next.set(from, [...(next.get(from) ?? []), to])
  }
  const found = new Set<string>()
  const walk = (start: string, at: string, trail: string[]) => {
    for (const to of next.get(at) ?? []) {
      if (to === start) {
        if (trail.every((step) => step >= start)) found.add([...trail, start].join(' -> '))
      } else if (!trail.includes(to) && trail.length < 8) walk(start, to, [...trail, to])
    }
  }
  for (const start of next.keys()) walk(start, start, [start])
  return [...found].map((cycle) => cycle.split(' -> '))
}

/** What is wrong with the tree against the allow-list: breaches not on it, entries no import needs. */
export function verdict(found: Breach[], allowed: Allowed): string[] {
  const problems: string[] = []
  const used = new Set(found.map((breach) => `${breach.edge}:${breach.key}`))
  const toShared = (breach: Breach) =>
    breach.edge === 'server' && allowed.shared.includes(breach.key.split('->')[1] ?? '')
  for (const breach of found) {
    const from = breach.key.split('->')[0] ?? ''
    if (breach.edge === 'server' && allowed.shared.includes(from)) {
      problems.push(`${breach.file} imports '${breach.specifier}': a shared module imports no module (${breach.key})`)
      continue
    }
    if (toShared(breach) || allowed[breach.edge].includes(breach.key)) continue
    problems.push(`${breach.file} imports '${breach.specifier}': ${breach.rule} (${breach.key})`)
  }
  for (const edge of ['web', 'server', 'integrations', 'pdf'] as const)
    for (const key of allowed[edge])
      if (!used.has(`${edge}:${key}`))
        problems.push(
          `tools/structure-allow.json: "${key}" (${edge}) is allowed but nothing imports along it any more: remove it (the list only shrinks)`,
        )
  for (const loop of cycles(allowed.server))
    problems.push(
      `tools/structure-allow.json: the server arrows ${loop.join(' -> ')} make a cycle: move what one side needs into a shared module or to the side that uses it`,
    )
  return problems
}

const isMain = process.argv[1] === fileURLToPath(import.meta.url)
if (isMain) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const allowed = JSON.parse(readFileSync(path.join(root, 'tools/structure-allow.json'), 'utf8')) as Allowed
  const found = breaches(root)
  const problems = verdict(found, allowed)
  if (problems.length > 0) {
    console.error(`structure check: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`)
    process.exit(1)
  }
  const counts = (['web', 'server', 'integrations', 'pdf'] as const).map((edge) => `${edge} ${allowed[edge].length}`)
  console.log(`structure check: ok (allowed breaches still in the tree: ${counts.join(', ')}; no module cycles)`)
}
