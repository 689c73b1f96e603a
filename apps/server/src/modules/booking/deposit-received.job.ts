import { z } from 'zod'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import type { JobHandler } from '../../jobs/jobs.ts'
import { documentReceivedDeposit } from '../reservations/stay-deposits.service.ts'
import { DEPOSIT_RECEIVED_JOB } from '../stay-accounts/stay-accounts.service.ts'
import { findWorkspaceById } from '../workspaces/access.queries.ts'
import { mailDepositReceived } from './booking-mail.service.ts'

const Payload = z.object({
  deposits: z.array(z.object({ invoiceId: z.uuid(), paidOn: z.iso.date() })),
})

/**
 * What follows a stay's deposit request paid through the bank or a cash register (queued with the
 * link): the tax document for the received payment of a VAT payer, dated the day the money came,
 * and the guest's e-mail. Idempotent: both look at what was done before.
 */
export function depositReceivedHandler(deps: { mailer: Mailer | null; publicUrl: string }): JobHandler {
  return {
    kind: DEPOSIT_RECEIVED_JOB,
    async run({ db, job }) {
      const workspace = await findWorkspaceById(db, job.workspaceId)
      const payload = Payload.safeParse(job.payload)
      if (!workspace || !payload.success) return
      const ctx = { db, access: { workspace, role: 'RECEPTION' as const }, principal: null, language: 'cs' as const }
      for (const { invoiceId, paidOn } of payload.data.deposits) {
        const deposit = await documentReceivedDeposit(ctx, invoiceId, paidOn)
        if (deposit)
          await mailDepositReceived({ db, mailer: deps.mailer, publicUrl: deps.publicUrl }, workspace, deposit)
      }
    },
  }
}
