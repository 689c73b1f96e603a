import {
  getGuestMails,
  previewGuestMail,
  resetGuestMailTemplate,
  saveGuestMailSettings,
  saveGuestMailTemplate,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import * as mails from './guest-mails.service.ts'

export function guestMailRoutes(deps: { db: Db; mailer: Mailer | null; publicUrl: string }) {
  const { db } = deps
  return [
    route(getGuestMails, async ({ access }) => mails.guestMailsView(db, access.workspace.id)),
    route(saveGuestMailSettings, async ({ access, body }) => mails.saveSettings(db, access.workspace.id, body)),
    route(saveGuestMailTemplate, async ({ access, params, body }) =>
      mails.saveTemplate(db, access.workspace.id, { kind: params.kind, language: params.language }, body),
    ),
    route(resetGuestMailTemplate, async ({ access, params }) =>
      mails.resetTemplate(db, access.workspace.id, { kind: params.kind, language: params.language }),
    ),
    route(previewGuestMail, async ({ access, body }) => mails.preview(deps, access.workspace, body)),
  ]
}
