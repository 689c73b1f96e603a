import { pairInvoiceToContract, saveCar, saveContract, saveRentalRecord } from '@innkeep/contract'
import type { FastifyInstance } from 'fastify'
import { ok } from './api.ts'
import type { TestPerson } from './factories.ts'

/**
 * A motorhome rented to the tenant's contact, handed over, with the tenant's invoice paired: the
 * vehicle calls aim at these ids and bodies from another workspace.
 */
export async function buildVehicles(
  app: FastifyInstance,
  at: { slug: string; owner: TestPerson; label: string; contactId: string; invoiceId: string },
) {
  const staff = { token: at.owner.token, params: { slugs: at.slug } }
  const suffix = Math.random().toString(36).slice(2, 6).toUpperCase()
  const car = await ok(app, saveCar, {
    ...staff,
    body: {
      name: `Obytný vůz ${at.label} ${suffix}`,
      vehicleType: 'MOTORHOME',
      fuel: 'DIESEL',
      gearbox: 'MANUAL',
      plate: `${at.label}${suffix} 123`,
      seats: 4,
      beds: 4,
      pricePerDay: 2_900_00,
      mileage: 10_000,
    },
  })
  const rental = await ok(app, saveContract, {
    ...staff,
    body: { contactId: at.contactId, carId: car.id, since: '2029-07-01', till: '2029-07-08' },
  })
  const contract = rental.contract
  await ok(app, saveRentalRecord, {
    ...staff,
    params: { slugs: at.slug, id: contract.id },
    body: { kind: 'HANDOVER', mileage: 10_000, fuelEighths: 8 },
  })
  await ok(app, pairInvoiceToContract, { ...staff, body: { contractId: contract.id, invoiceId: at.invoiceId } })
  const byContract = { id: contract.id }
  return {
    ids: {
      carDetail: { id: car.id },
      getRentalDetail: byContract,
      passivateContract: byContract,
      cancelContract: byContract,
      saveRentalRecord: byContract,
      contractPdf: byContract,
      listContracts: { contactId: at.contactId, carId: car.id },
    },
    bodies: {
      saveCar: { ...car, name: 'Přepsáno' },
      saveContract: {
        id: contract.id,
        version: contract.version,
        contactId: at.contactId,
        carId: car.id,
        since: '2029-07-01',
        till: '2029-07-02',
      },
      passivateContract: { endedOn: '2029-07-02' },
      saveRentalRecord: { kind: 'RETURN', mileage: 10_500, fuelEighths: 4 },
      pairInvoiceToContract: { contractId: contract.id, invoiceId: at.invoiceId, paired: false },
    },
    contractId: contract.id,
    secrets: [car.id, car.name, car.plate, contract.id],
  }
}
