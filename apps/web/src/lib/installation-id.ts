/** The key under which this browser keeps its installation id (one installation of the web app). */
export const INSTALLATION_KEY = 'innkeep.installationId'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// crypto.randomUUID exists only in secure contexts; a house's intranet on plain http has getRandomValues
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

let fallback: string | undefined

/** This browser's stable installation id, made on first use and kept in localStorage. */
export function installationId(): string {
  try {
    const stored = localStorage.getItem(INSTALLATION_KEY)
    if (stored && UUID.test(stored)) return stored
    const id = randomUuid()
    localStorage.setItem(INSTALLATION_KEY, id)
    return id
  } catch {
    // storage refused (private mode): one id for this page's life
    fallback ??= randomUuid()
    return fallback
  }
}
