import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { assertStorageKey, type FileStorage } from './file-storage.ts'

/** Files in a local folder (DATA_DIR/files or STORAGE_DIR), one sub-folder per workspace. */
export class LocalFileStorage implements FileStorage {
  readonly root: string

  constructor(root: string) {
    this.root = path.resolve(root)
  }

  private pathOf(key: string): string {
    assertStorageKey(key)
    const full = path.resolve(this.root, key)
    if (!full.startsWith(this.root + path.sep)) throw new Error('invalid storage key')
    return full
  }

  async put(key: string, content: Buffer): Promise<void> {
    const target = this.pathOf(key)
    await mkdir(path.dirname(target), { recursive: true })
    // written aside and renamed: a reader never sees half a file
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`
    try {
      await writeFile(temporary, content, { flag: 'wx' })
      await rename(temporary, target)
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  }

  async open(key: string): Promise<Readable | undefined> {
    try {
      const handle = await open(this.pathOf(key), 'r')
      return handle.createReadStream()
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true })
  }
}
