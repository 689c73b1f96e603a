// The police import reads windows-1250. Node can decode it but not encode it: build the reverse table
// once from the decoder (bytes 0x80–0xFF); characters it lacks become '?'.
const REVERSE = new Map<string, number>()
const decoder = new TextDecoder('windows-1250')
for (let byte = 0x80; byte <= 0xff; byte++) {
  const char = decoder.decode(Uint8Array.of(byte))
  if (char !== '\uFFFD') REVERSE.set(char, byte)
}

export function encodeWindows1250(text: string): Buffer {
  const bytes: number[] = []
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f
    bytes.push(code < 0x80 ? code : (REVERSE.get(char) ?? 0x3f))
  }
  return Buffer.from(bytes)
}
