/**
 * A chosen file's bytes as base64, without the `data:…;base64,` prefix: how uploads travel in JSON
 * (attachments, docs/attachments.md; bank statements, importBankStatement).
 */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const url = String(reader.result ?? '')
      resolve(url.slice(url.indexOf(',') + 1))
    }
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })
}
