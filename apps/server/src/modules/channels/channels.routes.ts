import {
  createChannelExport,
  deleteChannelFeed,
  getChannels,
  listChannelConflicts,
  publicChannelFeed,
  resolveChannelConflict,
  revokeChannelExport,
  saveChannelFeed,
  setChannelExportMode,
  syncChannelFeed,
} from '@innkeep/contract'
import { route } from '../../http/route.ts'
import * as publishing from './channel-export.service.ts'
import * as channels from './channels.service.ts'

export function channelRoutes(deps: channels.ChannelDeps) {
  const { db } = deps
  return [
    route(getChannels, async ({ access }) => channels.overview(deps, access.workspace.id)),
    route(createChannelExport, async ({ access, body }) => publishing.createExport(deps, access.workspace.id, body)),
    route(setChannelExportMode, async ({ access, params, body }) =>
      publishing.setExportMode(deps, access.workspace.id, params.id, body.mode),
    ),
    route(revokeChannelExport, async ({ access, params }) =>
      publishing.revokeExport(db, access.workspace.id, params.id),
    ),
    route(saveChannelFeed, async ({ access, body }) => channels.saveFeed(deps, access.workspace.id, body)),
    route(deleteChannelFeed, async ({ access, params }) => channels.deleteFeed(db, access.workspace.id, params.id)),
    route(syncChannelFeed, async ({ access, params }) => channels.syncNow(deps, access.workspace, params.id)),
    route(listChannelConflicts, async ({ access }) => channels.conflicts(db, access.workspace)),
    route(resolveChannelConflict, async ({ access, params }) =>
      channels.resolveConflict(db, access.workspace.id, params.id),
    ),
    route(publicChannelFeed, async ({ params, reply }) => {
      const text = await publishing.publishedFeed(db, params.token)
      if (text === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n')
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(text)
    }),
  ]
}
