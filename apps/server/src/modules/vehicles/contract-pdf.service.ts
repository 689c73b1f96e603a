import type { WorkspaceAccess } from '../../http/access.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import type { Language } from '../../i18n/language.ts'
import { renderRentalContractPdfOffThread } from '../../pdf/pdf-worker-pool.ts'
import type { Lessor } from '../../pdf/rental-contract-sheet.ts'
import { rentalDetail } from './contracts.service.ts'

function lessorOf(workspace: WorkspaceAccess['workspace']): Lessor {
  const { name, street, city, postcode, country, ico, dic, email, phone, registerEntry } = workspace
  return { name, street, city, postcode, country, ico, dic, email, phone, registerEntry }
}

/** `smlouva-2026-0001.pdf` / `contract-2026-0001.pdf`. */
export function contractPdfFileName(number: string, language: Language): string {
  return `${language === 'cs' ? 'smlouva' : 'contract'}-${number}.pdf`
}

/**
 * The rental contract as a PDF in the language asked for, rendered each time from the contract as it
 * stands (records written at the handover appear on the next print); another workspace's id is not found.
 */
export async function contractPdf({ db, access, language }: StaffContext, id: string) {
  const detail = await rentalDetail(db, access, id)
  // rendering takes tens of ms of CPU: on the invoices' worker threads, so other requests are not held up
  const pdf = await renderRentalContractPdfOffThread({
    language,
    timeZone: access.workspace.timeZone,
    lessor: lessorOf(access.workspace),
    detail,
  })
  return { pdf, fileName: contractPdfFileName(detail.contract.number, language) }
}
