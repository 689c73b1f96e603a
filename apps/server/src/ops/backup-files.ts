import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { type ArchiveMember, hashing, memberStream } from './backup-archive.ts'
import { FILES_PREFIX, isStoragePath, type StoredFile } from './backup-manifest.ts'

export interface FileProblem {
  path: string
  problem: 'missing' | 'changed' | 'unexpected'
}

export interface FilesRestored {
  expected: number
  restored: number
  problems: FileProblem[]
}

/** Whether a member's bytes are the ones the manifest describes. */
export async function verifyMember(
  archive: string,
  member: ArchiveMember,
  expected: { size: number; sha256: string },
): Promise<boolean> {
  if (member.size !== expected.size) return false
  const hash = createHash('sha256')
  for await (const chunk of memberStream(archive, member)) hash.update(chunk as Buffer)
  return hash.digest('hex') === expected.sha256
}

/**
 * Writes the archive's files into the storage folder and compares each with the manifest. A file the
 * manifest does not list is not written (it cannot be told from one slipped in); a changed one is,
 * and reported, so that the rest of an old backup still helps.
 */
export async function restoreFiles(options: {
  archive: string
  members: ArchiveMember[]
  expected: StoredFile[]
  into: string
}): Promise<FilesRestored> {
  const expected = new Map(options.expected.map((file) => [file.path, file]))
  const problems: FileProblem[] = []
  let restored = 0
  for (const member of options.members) {
    const relative = member.name.slice(FILES_PREFIX.length)
    const want = expected.get(relative)
    if (!want || !isStoragePath(relative)) {
      problems.push({ path: relative, problem: 'unexpected' })
      continue
    }
    expected.delete(relative)
    const sha256 = await extract(options.archive, member, path.join(options.into, ...relative.split('/')))
    restored += 1
    if (member.size !== want.size || sha256 !== want.sha256) problems.push({ path: relative, problem: 'changed' })
  }
  for (const missing of expected.keys()) problems.push({ path: missing, problem: 'missing' })
  return { expected: options.expected.length, restored, problems }
}

// written aside and renamed, as the file storage does: a reader never sees half a file
async function extract(archive: string, member: ArchiveMember, target: string): Promise<string> {
  await mkdir(path.dirname(target), { recursive: true })
  const temporary = `${target}.restore.part`
  const hash = createHash('sha256')
  try {
    await pipeline(memberStream(archive, member), hashing(hash), createWriteStream(temporary, { flags: 'wx' }))
    await rename(temporary, target)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
  return hash.digest('hex')
}
