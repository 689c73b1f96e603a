import {
  deletePCloudConnection,
  getGalleryData,
  getPCloudConnection,
  savePCloudConnection,
  storeToPCloud,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { galleryData, storeToPCloud as store } from './gallery.service.ts'
import {
  connectionView,
  deleteConnection,
  type PCloudConnectionDeps,
  saveConnection,
} from './pcloud-connection.service.ts'

export interface GalleryDeps extends PCloudConnectionDeps {
  db: Db
  pokeJobs: () => void
}

/** The staff gallery, copies to pCloud and the workspace's pCloud connection. */
export function galleryRoutes(deps: GalleryDeps) {
  const { db } = deps
  return [
    route(getGalleryData, async ({ access, body }) => galleryData(db, access, body)),
    route(storeToPCloud, async ({ access, body }) => store(deps, access, body)),
    route(getPCloudConnection, async ({ access }) => connectionView(db, access.workspace.id)),
    route(savePCloudConnection, async ({ access, body }) => saveConnection(deps, access, body)),
    route(deletePCloudConnection, async ({ access }) => deleteConnection(db, access)),
  ]
}
