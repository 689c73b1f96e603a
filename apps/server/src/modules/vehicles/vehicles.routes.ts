import {
  borrowedCarsList,
  cancelContract,
  carDetail,
  carList,
  contractPdf,
  getRentalDetail,
  listContracts,
  pairInvoiceToContract,
  passivateContract,
  saveCar,
  saveContract,
  saveRentalRecord,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { Principal } from '../../http/access.ts'
import { route } from '../../http/route.ts'
import { borrowedCars } from './borrowed-cars.service.ts'
import * as cars from './cars.service.ts'
import { pairInvoice } from './contract-pairing.service.ts'
import { contractPdf as renderContractPdf } from './contract-pdf.service.ts'
import * as contracts from './contracts.service.ts'
import * as records from './rental-records.service.ts'

/** Who wrote a contract or a record, as people read it: the person's name or the device's. */
function actorName(principal: Principal): string {
  if (principal.kind === 'device') return principal.accessHash.name
  return principal.identity?.fullName ?? principal.token.subject
}

export function vehicleRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(carList, async ({ access, query }) => cars.listCars(db, access, query)),
    route(carDetail, async ({ access, params }) => cars.carDetail(db, access, params.id)),
    route(saveCar, async ({ access, body }) => cars.saveCar(db, access, body)),
    route(borrowedCarsList, async ({ access }) => borrowedCars(db, access)),
    route(getRentalDetail, async ({ access, params }) => contracts.rentalDetail(db, access, params.id)),
    route(listContracts, async ({ access, query }) => contracts.listContracts(db, access, query)),
    route(passivateContract, async ({ access, language, params, body }) =>
      contracts.passivateContract(db, access, language, params.id, body),
    ),
    route(pairInvoiceToContract, async ({ access, body }) => pairInvoice(db, access, body)),
    route(saveContract, async ({ access, principal, language, body }) =>
      contracts.saveContract(db, access, actorName(principal), language, body),
    ),
    route(cancelContract, async ({ access, params }) => contracts.cancelContract(db, access, params.id)),
    route(saveRentalRecord, async ({ access, principal, language, params, body }) =>
      records.saveRentalRecord(db, access, { actor: actorName(principal), language }, params.id, body),
    ),
    route(contractPdf, async ({ access, language, params, reply }) => {
      const { pdf, fileName } = await renderContractPdf(db, access, language, params.id)
      reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${fileName}"`)
      return pdf
    }),
  ]
}
