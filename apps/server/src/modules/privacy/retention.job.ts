import { forgetOldKeys } from '../../http/idempotency.ts'
import type { JobHandler } from '../../jobs/jobs.ts'
import { forgetOldSignInState } from '../auth/forget-old.ts'
import { findWorkspaceById } from '../workspaces/access.queries.ts'
import { anonymizeDue, RETENTION_JOB } from './retention.service.ts'

/**
 * The daily anonymisation of a workspace's guest data past its retention (idempotent); old write keys
 * go too, and the instance's spent sign-in tickets, links and sessions.
 */
export function retentionHandler(): JobHandler {
  return {
    kind: RETENTION_JOB,
    async run({ db, job }) {
      const workspace = await findWorkspaceById(db, job.workspaceId)
      if (!workspace) return
      await anonymizeDue(db, workspace, 'system:retention')
      await forgetOldKeys(db, workspace.id)
      await forgetOldSignInState(db)
    },
  }
}
