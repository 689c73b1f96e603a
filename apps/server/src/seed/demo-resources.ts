import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { accommodationSettings, priceListItems, resourceGroups, resources, workspaces } from '../db/schema/index.ts'

type NewResource = Omit<typeof resources.$inferInsert, 'workspaceId' | 'id' | 'groupId' | 'position'>
type NewPriceItem = Omit<typeof priceListItems.$inferInsert, 'workspaceId'>

/** Summer and New Year seasons of this year and the next, so the demo shows season prices whenever it runs. */
function seasons(summer: number, newYear: number) {
  const year = new Date().getFullYear()
  return [year, year + 1].flatMap((y) => [
    { name: 'Léto', since: `${y}-07-01`, till: `${y}-09-01`, price: summer },
    { name: 'Silvestr', since: `${y}-12-28`, till: `${y + 1}-01-02`, price: newYear },
  ])
}

const PRICES: NewPriceItem[] = [
  {
    code: 'DBL',
    name: 'Dvoulůžkový pokoj',
    unit: 'PER_NIGHT',
    price: 1_450_00,
    vatRate: 12,
    includedGuests: 2,
    extraAdult: 450_00,
    extraChild: 300_00,
    seasons: seasons(1_690_00, 1_890_00),
  },
  {
    code: 'SGL',
    name: 'Jednolůžkový pokoj',
    unit: 'PER_NIGHT',
    price: 990_00,
    vatRate: 12,
    includedGuests: 1,
    seasons: seasons(1_090_00, 1_290_00),
  },
  {
    code: 'APT',
    name: 'Rodinný apartmán',
    unit: 'PER_NIGHT',
    price: 2_490_00,
    vatRate: 12,
    includedGuests: 4,
    extraAdult: 450_00,
    extraChild: 300_00,
    seasons: seasons(2_890_00, 3_290_00),
  },
  {
    code: 'STANI',
    name: 'Stání pro obytný vůz / karavan',
    unit: 'PER_DAY',
    price: 420_00,
    vatRate: 12,
    includedGuests: 2,
    extraAdult: 90_00,
    extraChild: 50_00,
    seasons: seasons(480_00, 480_00),
  },
  {
    code: 'STANI-T',
    name: 'Travnaté stání',
    unit: 'PER_DAY',
    price: 320_00,
    vatRate: 12,
    includedGuests: 2,
    extraAdult: 90_00,
    extraChild: 50_00,
  },
]

// The town's fee: 30 Kč per adult and night; children and ZTP holders are exempt by law.
const LOCAL_FEE = { feeAdult: 30_00, feeChild: 0, feeZtp: 0, feeOver60: 30_00, feeWork: 30_00, feeMaxNights: 60 }

// QR payments on the guest page and the police report need these (fictitious values)
const PUBLIC_AND_POLICE = {
  iban: 'CZ6508000000192000145399',
  // a euro account (2401234560/2010): guests from abroad pay stays in euros at ČNB's rate of the day
  eurIban: 'CZ2420100000002401234560',
  ubyport: {
    ubyportId: '123456789012',
    abbreviation: 'ULIPY',
    name: 'Penzion U Lípy',
    contact: 'Jana Nováková, tel. 566 123 456',
    district: 'Žďár nad Sázavou',
    municipality: 'Nové Město na Moravě',
    part: 'Nové Město na Moravě',
    street: 'Náměstí Míru',
    houseNumber: '12',
    orientationNumber: '',
    postcode: '59231',
    purposeCode: '10',
  },
}

const ROOMS: NewResource[] = [
  {
    kind: 'PENSIONROOM',
    name: 'Pokoj 101 – Lípa',
    priceCode: 'DBL',
    capacity: 2,
    twinBeds: 1,
    bathroom: 'SHOWER',
    description: 'Dvoulůžkový pokoj s výhledem na náměstí.',
    translations: {
      en: { name: 'Room 101 – Lípa', description: 'Double room overlooking the square.' },
      de: { name: 'Zimmer 101 – Lípa', description: 'Doppelzimmer mit Blick auf den Marktplatz.' },
    },
  },
  {
    kind: 'PENSIONROOM',
    name: 'Pokoj 102 – Javor',
    priceCode: 'DBL',
    capacity: 2,
    singleBeds: 2,
    bathroom: 'SHOWER',
    description: 'Dvě oddělená lůžka, vhodné pro kolegy na služební cestě.',
    translations: {
      en: { name: 'Room 102 – Javor', description: 'Two separate beds, good for colleagues on a business trip.' },
      de: { name: 'Zimmer 102 – Javor', description: 'Zwei getrennte Betten, ideal für Kollegen auf Dienstreise.' },
    },
  },
  {
    kind: 'PENSIONROOM',
    name: 'Pokoj 103 – Buk',
    priceCode: 'DBL',
    capacity: 3,
    twinBeds: 1,
    singleBeds: 1,
    bathroom: 'BATH',
    description: 'Manželská postel a přistýlka, vana.',
    translations: {
      en: { name: 'Room 103 – Buk', description: 'A double bed and an extra bed, bathtub.' },
      de: { name: 'Zimmer 103 – Buk', description: 'Doppelbett und Zustellbett, Badewanne.' },
    },
  },
  {
    kind: 'PENSIONROOM',
    name: 'Apartmán 201 – Vysočina',
    priceCode: 'APT',
    capacity: 5,
    twinBeds: 1,
    singleBeds: 3,
    bathroom: 'BATH',
    description: 'Rodinný apartmán se dvěma ložnicemi a kuchyňkou.',
    translations: {
      en: { name: 'Apartment 201 – Vysočina', description: 'Family apartment with two bedrooms and a kitchenette.' },
      de: {
        name: 'Apartment 201 – Vysočina',
        description: 'Familienapartment mit zwei Schlafzimmern und Küchenzeile.',
      },
    },
  },
  {
    kind: 'PENSIONROOM',
    name: 'Pokoj 202 – Jedle',
    priceCode: 'DBL',
    capacity: 2,
    twinBeds: 1,
    bathroom: 'SHOWER',
    description: 'Podkrovní pokoj se střešním oknem.',
    translations: {
      en: { name: 'Room 202 – Jedle', description: 'Attic room with a skylight.' },
      de: { name: 'Zimmer 202 – Jedle', description: 'Dachzimmer mit Dachfenster.' },
    },
  },
  {
    kind: 'PENSIONROOM',
    name: 'Pokoj 203 – Bříza',
    priceCode: 'SGL',
    capacity: 1,
    singleBeds: 1,
    bathroom: 'SHOWER',
    description: 'Jednolůžkový pokoj.',
    translations: {
      en: { name: 'Room 203 – Bříza', description: 'Single room.' },
      de: { name: 'Zimmer 203 – Bříza', description: 'Einzelzimmer.' },
    },
  },
]

const PLACES: NewResource[] = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2'].map((code, index) => ({
  kind: 'MOTORHOME' as const,
  name: `Stání ${code}`,
  priceCode: index < 4 ? 'STANI' : 'STANI-T',
  capacity: index < 4 ? 6 : 4,
  vehicleTypes: index < 4 ? ['MOTORHOME' as const, 'CARAVAN' as const] : ['CARAVAN' as const],
  electricity: index !== 5,
  description: index < 4 ? 'Zpevněná plocha pro obytný vůz nebo karavan, přípojka 16 A.' : 'Travnaté stání u potoka.',
  translations:
    index < 4
      ? {
          en: { name: `Pitch ${code}`, description: 'Paved pitch for a motorhome or caravan, 16 A hook-up.' },
          de: {
            name: `Stellplatz ${code}`,
            description: 'Befestigter Stellplatz für Wohnmobil oder Wohnwagen, Anschluss 16 A.',
          },
        }
      : {
          en: { name: `Pitch ${code}`, description: 'Grass pitch by the brook.' },
          de: { name: `Stellplatz ${code}`, description: 'Rasenstellplatz am Bach.' },
        },
}))

type NewGroup = Omit<typeof resourceGroups.$inferInsert, 'workspaceId' | 'id' | 'position'> & { items: NewResource[] }

const GROUPS: NewGroup[] = [
  {
    name: 'Pokoje',
    description: 'Pokoje penzionu se snídaní.',
    bookableOnline: true,
    cancellationPolicy: { freeDays: 14, feePercent: 50, noShowPercent: 100 },
    translations: {
      en: { name: 'Rooms', description: 'Guest house rooms with breakfast.' },
      de: { name: 'Zimmer', description: 'Zimmer der Pension mit Frühstück.' },
    },
    items: ROOMS,
  },
  {
    name: 'Kemp – stání',
    description: 'Stání pro obytné vozy a karavany u penzionu.',
    bookableOnline: true,
    cancellationPolicy: { freeDays: 0, feePercent: 0, noShowPercent: 50 },
    translations: {
      en: { name: 'Camp pitches', description: 'Pitches for motorhomes and caravans by the guest house.' },
      de: { name: 'Stellplätze', description: 'Stellplätze für Wohnmobile und Wohnwagen an der Pension.' },
    },
    items: PLACES,
  },
  {
    name: 'Restaurace',
    description: 'Restaurace v přízemí penzionu.',
    bookableOnline: false,
    items: [
      { kind: 'RESTAURANT', name: 'Restaurace U Lípy', capacity: 40, description: 'Česká kuchyně, čepované pivo.' },
    ],
  },
]

/** Rooms, motorhome places, the restaurant and their prices for the demo company, when it has no groups yet. */
export async function seedDemoResources(db: Db, slug: string, newId: () => string): Promise<void> {
  await db.transaction(async (tx) => {
    const [workspace] = await tx.select().from(workspaces).where(eq(workspaces.slug, slug))
    if (!workspace) return
    const existing = await tx
      .select()
      .from(resourceGroups)
      .where(and(eq(resourceGroups.workspaceId, workspace.id)))
    if (existing.length > 0) return
    for (const item of PRICES) await tx.insert(priceListItems).values({ workspaceId: workspace.id, ...item })
    await tx
      .insert(accommodationSettings)
      .values({ workspaceId: workspace.id, ...LOCAL_FEE, ...PUBLIC_AND_POLICE })
      .onConflictDoNothing()
    let position = 0
    for (const [groupPosition, group] of GROUPS.entries()) {
      const groupId = newId()
      const { items, ...values } = group
      await tx
        .insert(resourceGroups)
        .values({ workspaceId: workspace.id, id: groupId, position: groupPosition, ...values })
      for (const item of items) {
        await tx
          .insert(resources)
          .values({ workspaceId: workspace.id, id: newId(), groupId, position: position++, ...item })
      }
    }
  })
}
