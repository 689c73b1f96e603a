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
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import { borrowedCars } from './borrowed-cars.service.ts'
import * as cars from './cars.service.ts'
import { pairInvoice } from './contract-pairing.service.ts'
import { contractPdf as renderContractPdf } from './contract-pdf.service.ts'
import * as contracts from './contracts.service.ts'
import * as records from './rental-records.service.ts'

export function vehicleRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(carList, async ({ access, query }) => cars.listCars(db, access, query)),
    route(carDetail, async ({ access, params }) => cars.carDetail(db, access, params.id)),
    route(saveCar, async ({ access, body }) => cars.saveCar(db, access, body)),
    route(borrowedCarsList, async ({ access }) => borrowedCars(db, access)),
    route(getRentalDetail, async ({ access, params }) => contracts.rentalDetail(db, access, params.id)),
    route(listContracts, async ({ access, query }) => contracts.listContracts(db, access, query)),
    route(passivateContract, async ({ params, body, ...call }) =>
      contracts.passivateContract(staffContext(db, call), params.id, body),
    ),
    route(pairInvoiceToContract, async ({ access, body }) => pairInvoice(db, access, body)),
    route(saveContract, async ({ body, ...call }) => contracts.saveContract(staffContext(db, call), body)),
    route(cancelContract, async ({ access, params }) => contracts.cancelContract(db, access, params.id)),
    route(saveRentalRecord, async ({ params, body, ...call }) =>
      records.saveRentalRecord(staffContext(db, call), params.id, body),
    ),
    route(contractPdf, async ({ params, reply, ...call }) => {
      const { pdf, fileName } = await renderContractPdf(staffContext(db, call), params.id)
      reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${fileName}"`)
      return pdf
    }),
  ]
}
