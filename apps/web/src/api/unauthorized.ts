import { clearDeviceAccess, clearSession, readDeviceAccess } from './credentials.ts'

type UnauthorizedHandler = (returnPath: string) => void

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`
}

let handler: UnauthorizedHandler = (returnPath) => {
  window.location.assign(`/sign-in?next=${encodeURIComponent(returnPath)}`)
}

/** The router installs a handler that navigates without reloading the page. */
export function setUnauthorizedHandler(next: UnauthorizedHandler): void {
  handler = next
}

/** A 401: the token expired or the device hash was revoked; forget it and ask to sign in again. */
export function handleUnauthorized(): void {
  if (readDeviceAccess()) clearDeviceAccess()
  else clearSession()
  handler(currentPath())
}
