import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Runs a package's build only when its sources changed since the last one: a hash of every source
 * file's path and bytes is kept in the build folder, so a restart skips the build (issue 21: ready in
 * under 5 s), whatever git did to the files' times.
 */
export async function buildIfChanged(options: {
  root: string
  name: string
  /** Files and folders (relative to root) whose contents the build reads. */
  sources: string[]
  /** The build's output folder; the hash is kept in it. */
  out: string
  /** The npm workspace whose `build` script makes it. */
  workspace: string
}): Promise<'built' | 'unchanged'> {
  const hash = await sourceHash(options.root, options.sources)
  const stamp = path.join(options.root, options.out, '.source-hash')
  if ((await readFile(stamp, 'utf8').catch(() => '')) === hash) return 'unchanged'
  process.stdout.write(`  Building ${options.name} (its sources changed)…\n`)
  const build = spawnSync('npm', ['run', 'build', '-w', options.workspace], { cwd: options.root, stdio: 'inherit' })
  if (build.status !== 0)
    throw new Error(`Building ${options.name} failed (exit code ${build.status ?? build.signal}).`)
  await writeFile(stamp, hash)
  return 'built'
}

async function sourceHash(root: string, sources: string[]): Promise<string> {
  const hash = createHash('sha256')
  for (const source of sources) {
    for (const file of await filesUnder(path.join(root, source))) {
      hash
        .update(path.relative(root, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0')
    }
  }
  return hash.digest('hex')
}

async function filesUnder(entry: string): Promise<string[]> {
  const info = await stat(entry).catch(() => undefined)
  if (!info) return []
  if (info.isFile()) return [entry]
  const found = await readdir(entry, { recursive: true, withFileTypes: true })
  return found
    .filter((e) => e.isFile() && !/(^|[/\\])(node_modules|dist)([/\\]|$)/.test(path.relative(entry, e.parentPath)))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
}
