/** A `next` parameter only ever leads inside this app (no `//evil.example`). */
export function safeReturnPath(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback
  return next
}

/** `/sign-in?next=/invite/abc` style links that keep where the user wanted to go. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeReturnPath(next, '')
  return safe && safe !== '/' ? `${path}?next=${encodeURIComponent(safe)}` : path
}
