import { CarInput, ContactInput, ContractInput, InvoiceInput, RentalRecordInput } from '@innkeep/contract'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { cars, identities, memberships, workspaces } from '../db/schema/index.ts'
import type { Principal, WorkspaceAccess } from '../http/access.ts'
import type { MaybeStaffContext, StaffContext } from '../http/staff-context.ts'
import { addDays, todayIn } from '../lib/local-date.ts'
import { saveContact } from '../modules/contacts/contacts.service.ts'
import { createInvoice, issueInvoice } from '../modules/invoicing/invoices.service.ts'
import { saveCar } from '../modules/vehicles/cars.service.ts'
import { pairInvoice } from '../modules/vehicles/contract-pairing.service.ts'
import { saveContract } from '../modules/vehicles/contracts.service.ts'
import { saveRentalRecord } from '../modules/vehicles/rental-records.service.ts'

const FLEET: CarInput[] = [
  {
    name: 'Benimar Tessoro 494',
    vehicleType: 'MOTORHOME',
    fuel: 'DIESEL',
    gearbox: 'MANUAL',
    plate: '2AZ 4817',
    vin: 'ZFA25000002K48173',
    manufactureYear: 2021,
    seats: 4,
    beds: 4,
    pricePerDay: 2_900_00,
    deposit: 20_000_00,
    mileage: 48_210,
    note: 'Fiat Ducato 2,3 l, markýza, nosič na 2 kola, zpětná kamera.',
  },
  {
    name: 'Ford Transit Nugget Plus',
    vehicleType: 'MOTORHOME',
    fuel: 'DIESEL',
    gearbox: 'AUTOMAT',
    plate: '5P8 3921',
    vin: 'WF0XXXTTGXNM39215',
    manufactureYear: 2023,
    seats: 4,
    beds: 4,
    pricePerDay: 3_900_00,
    deposit: 30_000_00,
    mileage: 20_130,
    note: 'Automat, výklopná střecha, WC a sprcha, nezávislé topení.',
  },
  {
    name: 'Knaus Südwind 500 FU',
    vehicleType: 'CARAVAN',
    // a caravan has no engine: fuel and gearbox are recorded as the towing car should have them
    fuel: 'DIESEL',
    gearbox: 'MANUAL',
    plate: '3SC 2745',
    vin: 'WKN50000000274521',
    manufactureYear: 2019,
    seats: 4,
    beds: 4,
    pricePerDay: 2_500_00,
    deposit: 15_000_00,
    mileage: 0,
    note: 'Obytný přívěs do 1 500 kg, 13pólová zásuvka, předstan.',
  },
]

const RENTERS: ContactInput[] = [
  {
    name: 'Martin Kučera',
    email: 'martin.kucera@example.com',
    phone: '+420 731 456 118',
    address: { street: 'Husova 12', city: 'Liberec', postcode: '460 01', country: 'CZ' },
  },
  {
    name: 'Lenka Veselá',
    email: 'lenka.vesela@example.com',
    phone: '+420 602 884 310',
    address: { street: 'Nádražní 845', city: 'Hradec Králové', postcode: '500 02', country: 'CZ' },
  },
  {
    name: 'Radek Šimek',
    email: 'radek.simek@example.com',
    phone: '+420 777 210 905',
    address: { street: 'Palackého 3', city: 'Jičín', postcode: '506 01', country: 'CZ' },
  },
]

/**
 * Three vehicles of the demo rental, and a contract around today for each: the Benimar is out now
 * (handed over), the Nugget came back (returned, its invoice issued and paired), the caravan goes out
 * next week. Added once: left alone when the workspace has any car.
 */
export async function seedDemoVehicles(db: Db, slug: string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, slug))
  if (!workspace) return
  const ws = workspace.id
  const [existing] = await db.select({ id: cars.id }).from(cars).where(eq(cars.workspaceId, ws)).limit(1)
  if (existing) return
  const access: WorkspaceAccess = { workspace, role: 'OWNER' }
  const [owner] = await db
    .select({ identity: identities })
    .from(memberships)
    .innerJoin(identities, eq(identities.id, memberships.identityId))
    .where(and(eq(memberships.workspaceId, ws), eq(memberships.role, 'OWNER')))
    .limit(1)
  // contracts and records are written in the owner's name, invoices by the system
  const principal: Principal = {
    kind: 'person',
    token: {
      issuer: owner?.identity.issuer ?? '',
      subject: owner?.identity.subject ?? 'Demo',
      email: null,
      authTime: null,
      sessionId: null,
      methods: [],
    },
    identity: owner?.identity ?? null,
  }
  const system: MaybeStaffContext = { db, access, principal: null, language: 'cs' }
  const asOwner: StaffContext = { ...system, principal }
  const today = todayIn(workspace.timeZone)
  const day = (offset: number) => addDays(today, offset)

  const [benimar, nugget, caravan] = await Promise.all(FLEET.map((car) => saveCar(db, access, CarInput.parse(car))))
  const [martin, lenka, radek] = await Promise.all(
    RENTERS.map((contact) => saveContact(db, access, ContactInput.parse(contact))),
  )
  if (!benimar || !nugget || !caravan || !martin || !lenka || !radek) return
  const rent = (input: ContractInput) => saveContract(asOwner, ContractInput.parse(input))
  const record = (contractId: string, input: RentalRecordInput) =>
    saveRentalRecord(asOwner, contractId, RentalRecordInput.parse(input))

  // numbered in the order they were signed: the finished one first
  const finished = await rent({ contactId: lenka.id, carId: nugget.id, since: day(-20), till: day(-13) })
  const finishedId = finished.contract.id
  await record(finishedId, {
    kind: 'HANDOVER',
    at: `${day(-20)}T08:00:00Z`,
    mileage: 20_130,
    fuelEighths: 8,
    damageNotes: 'Bez poškození.',
    depositTaken: 30_000_00,
    depositMethod: 'CARD',
  })
  await record(finishedId, {
    kind: 'RETURN',
    at: `${day(-13)}T08:30:00Z`,
    mileage: 21_452,
    fuelEighths: 6,
    damageNotes: 'Prasklý kryt zrcátka vlevo, účtováno zvlášť.',
    depositReturned: 28_800_00,
    depositWithheldReason: 'Dotankování 2/8 nádrže.',
  })
  const draft = await createInvoice(
    system,
    InvoiceInput.parse({
      contactId: lenka.id,
      issueDate: day(-13),
      vatMode: 'FROM_TOTAL',
      lines: [
        {
          text: `Pronájem obytného vozu ${nugget.name}`,
          quantity: 8,
          unit: 'den',
          unitPrice: nugget.pricePerDay,
          vatRate: 21,
        },
      ],
      note: `Smlouva o nájmu vozidla č. ${finished.contract.number}`,
    }),
  )
  const invoice = await issueInvoice(system, draft.id, draft.version)
  await pairInvoice(db, access, { contractId: finishedId, invoiceId: invoice.id, paired: true })

  const out = await rent({
    contactId: martin.id,
    carId: benimar.id,
    since: day(-3),
    till: day(4),
    note: 'Dovolená na Šumavě, 2 dospělí a 2 děti.',
  })
  await record(out.contract.id, {
    kind: 'HANDOVER',
    at: `${day(-3)}T07:30:00Z`,
    mileage: 48_210,
    fuelEighths: 8,
    damageNotes: 'Drobný škrábanec na pravých posuvných dveřích.',
    depositTaken: 20_000_00,
    depositMethod: 'CASH',
  })

  await rent({ contactId: radek.id, carId: caravan.id, since: day(6), till: day(13) })
}
