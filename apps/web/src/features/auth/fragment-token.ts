/** The `token` of an e-mailed link's fragment (`#token=…`), which no server log and no Referer sees. */
export function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null
}
