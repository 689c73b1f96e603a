import { saveDeviceAccess } from '../../api/credentials.ts'
import { renderRoute } from '../../test/render.tsx'
import { WaiterApp } from './waiter-app.tsx'

/** Renders the waiter tool at `path` on a device with an access hash, unless told otherwise (tests only). */
export function renderWaiter(path: string, { device = true }: { device?: boolean } = {}) {
  if (device) saveDeviceAccess({ secret: 'device-secret', slug: 'demo' })
  return renderRoute('/waiter/*', <WaiterApp />, path, { role: null, elsewhere: true })
}
