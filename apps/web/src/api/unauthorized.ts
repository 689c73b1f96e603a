import { clearDeviceAccess, clearSession, readDeviceAccess } from './credentials.ts'

type UnauthorizedHandler = (returnPath: string) => void
type NavigateHandler = (path: string) => void

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

/** Where a person goes whose workspace asks for a second step they have not set up. */
const SECOND_STEP_PATH = '/account/security?reason=secondStepRequired'

let secondStepHandler: NavigateHandler = (path) => window.location.assign(path)

/** The router installs a handler that navigates without reloading the page. */
export function setSecondStepHandler(next: NavigateHandler): void {
  secondStepHandler = next
}

/** A 403 `auth.secondStepRequired`: on to the security page, which explains it (not from that page: no loop). */
export function handleSecondStepRequired(): void {
  if (window.location.pathname.startsWith('/account/')) return
  const next = encodeURIComponent(currentPath())
  secondStepHandler(`${SECOND_STEP_PATH}&next=${next}`)
}
