/**
 * An external service's answer as text, read no further than `limit` bytes: a declared or actual
 * larger body is cancelled and `tooLarge()` thrown, so a broken or hostile server cannot fill memory.
 */
export async function readBoundedText(response: Response, limit: number, tooLarge: () => Error): Promise<string> {
  if (Number(response.headers.get('content-length')) > limit) {
    await response.body?.cancel()
    throw tooLarge()
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(read.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
