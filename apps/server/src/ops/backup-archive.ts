import { createHash, type Hash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { type FileHandle, open } from 'node:fs/promises'
import { Readable, Transform } from 'node:stream'

/**
 * A backup is a plain POSIX (ustar) tar, so `tar -tvf` lists it and `tar -xf` unpacks it by hand.
 * We write and read it ourselves: each member is hashed as it is written (the manifest describes
 * exactly the bytes in the archive) and a member whose size is unknown up front (pg_dump's output)
 * is streamed and its header written afterwards, with no temporary copy.
 */

const BLOCK = 512

export interface WrittenMember {
  size: number
  sha256: string
}

export interface ArchiveMember {
  name: string
  /** Where the content starts in the archive. */
  offset: number
  size: number
}

export class ArchiveWriter {
  private position = 0

  private constructor(private readonly handle: FileHandle) {}

  static async create(file: string): Promise<ArchiveWriter> {
    return new ArchiveWriter(await open(file, 'wx'))
  }

  /** Copies a stream into the archive as one member. */
  async add(name: string, content: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<WrittenMember> {
    const headerAt = this.position
    const hash = createHash('sha256')
    let size = 0
    this.position += BLOCK
    for await (const chunk of content) {
      hash.update(chunk)
      await this.handle.write(chunk, 0, chunk.length, this.position)
      this.position += chunk.length
      size += chunk.length
    }
    const padding = (BLOCK - (size % BLOCK)) % BLOCK
    if (padding > 0) await this.handle.write(Buffer.alloc(padding), 0, padding, this.position)
    this.position += padding
    await this.handle.write(header(name, size), 0, BLOCK, headerAt)
    return { size, sha256: hash.digest('hex') }
  }

  async addBuffer(name: string, content: Buffer): Promise<WrittenMember> {
    return this.add(name, [content])
  }

  /** Writes the end-of-archive marker and flushes the file to disk. */
  async finish(): Promise<void> {
    await this.handle.write(Buffer.alloc(2 * BLOCK), 0, 2 * BLOCK, this.position)
    await this.handle.sync()
    await this.handle.close()
  }

  /** Closes the file of a backup that failed half-way (the caller removes it). */
  async abandon(): Promise<void> {
    await this.handle.close().catch(() => undefined)
  }
}

/** The members of an archive, read from their headers without reading their content. */
export async function listArchive(file: string): Promise<ArchiveMember[]> {
  const handle = await open(file, 'r')
  try {
    const members: ArchiveMember[] = []
    const block = Buffer.alloc(BLOCK)
    let position = 0
    for (;;) {
      const { bytesRead } = await handle.read(block, 0, BLOCK, position)
      if (bytesRead < BLOCK) throw new Error('the backup file is cut short (no end-of-archive marker)')
      if (block.every((byte) => byte === 0)) return members
      const member = parseHeader(block, position + BLOCK)
      members.push(member)
      position += BLOCK + Math.ceil(member.size / BLOCK) * BLOCK
    }
  } finally {
    await handle.close()
  }
}

export function memberStream(file: string, member: ArchiveMember): Readable {
  if (member.size === 0) return Readable.from([])
  return createReadStream(file, { start: member.offset, end: member.offset + member.size - 1 })
}

export async function readMember(file: string, member: ArchiveMember): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of memberStream(file, member)) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Passes the bytes through and hashes them on the way. */
export function hashing(hash: Hash): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      done(null, chunk)
    },
  })
}

function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(BLOCK)
  const [prefix, base] = splitName(name)
  block.write(base, 0, 100, 'utf8')
  block.write('0000644\0', 100, 'ascii')
  block.write('0000000\0', 108, 'ascii')
  block.write('0000000\0', 116, 'ascii')
  writeSize(block, size)
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    'ascii',
  )
  block.write('        ', 148, 'ascii')
  block.write('0', 156, 'ascii')
  block.write('ustar\0', 257, 'ascii')
  block.write('00', 263, 'ascii')
  block.write(prefix, 345, 155, 'utf8')
  block.write(`${checksumOf(block).toString(8).padStart(6, '0')}\0 `, 148, 'ascii')
  return block
}

/** ustar keeps 100 bytes of name and 155 of folder prefix, split at a slash. */
function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ['', name]
  for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at)
    const base = name.slice(at + 1)
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return [prefix, base]
  }
  throw new Error(`file name too long for the backup: ${name}`)
}

// sizes of 8 GiB and more take GNU tar's base-256 form (a large pg_dump)
function writeSize(block: Buffer, size: number): void {
  if (size < 8 ** 11) {
    block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii')
    return
  }
  block.writeUInt8(0x80, 124)
  block.writeBigUInt64BE(BigInt(size), 128)
}

function readSize(block: Buffer): number {
  if ((block[124] ?? 0) & 0x80) return Number(block.readBigUInt64BE(128))
  return Number.parseInt(field(block, 124, 12) || '0', 8)
}

function parseHeader(block: Buffer, offset: number): ArchiveMember {
  const stored = Number.parseInt(field(block, 148, 8).trim(), 8)
  if (stored !== checksumOf(block)) throw new Error('the backup file is damaged (a tar header checksum is wrong)')
  const type = String.fromCharCode(block[156] ?? 0)
  if (type !== '0' && type !== '\0') throw new Error(`the backup file holds an unexpected entry type "${type}"`)
  const base = field(block, 0, 100)
  const prefix = field(block, 345, 155)
  return { name: prefix ? `${prefix}/${base}` : base, offset, size: readSize(block) }
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length)
  const end = raw.indexOf(0)
  return raw.subarray(0, end === -1 ? length : end).toString('utf8')
}

/** The header's byte sum with its own checksum field counted as spaces. */
function checksumOf(block: Buffer): number {
  let sum = 0
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : (block[i] ?? 0)
  return sum
}
