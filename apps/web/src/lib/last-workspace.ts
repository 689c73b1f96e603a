const KEY = 'innkeep.lastWorkspace'

export function readLastWorkspace(): string | null {
  try {
    return localStorage.getItem(KEY)
  } catch {
    return null
  }
}

export function rememberWorkspace(slug: string): void {
  try {
    localStorage.setItem(KEY, slug)
  } catch {
    // private mode: the app falls back to the first workspace
  }
}

export function forgetWorkspace(slug: string): void {
  if (readLastWorkspace() === slug) localStorage.removeItem(KEY)
}
