import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { resourceGroups, resources, workspaces } from '../db/schema/index.ts'

type NewResource = Omit<typeof resources.$inferInsert, 'workspaceId' | 'id' | 'groupId' | 'position'>

const ROOMS: NewResource[] = [
  {
    kind: 'PENSIONROOM',
    name: 'Pokoj 101 – Lípa',
    capacity: 2,
    twinBeds: 1,
    bathroom: 'SHOWER',
    description: 'Dvoulůžkový pokoj s výhledem na náměstí.',
  },
  {
    kind: 'PENSIONROOM',
    name: 'Pokoj 102 – Javor',
    capacity: 2,
    singleBeds: 2,
    bathroom: 'SHOWER',
    description: 'Dvě oddělená lůžka, vhodné pro kolegy na služební cestě.',
  },
  {
    kind: 'PENSIONROOM',
    name: 'Pokoj 103 – Buk',
    capacity: 3,
    twinBeds: 1,
    singleBeds: 1,
    bathroom: 'BATH',
    description: 'Manželská postel a přistýlka, vana.',
  },
  {
    kind: 'PENSIONROOM',
    name: 'Apartmán 201 – Vysočina',
    capacity: 5,
    twinBeds: 1,
    singleBeds: 3,
    bathroom: 'BATH',
    description: 'Rodinný apartmán se dvěma ložnicemi a kuchyňkou.',
  },
  {
    kind: 'PENSIONROOM',
    name: 'Pokoj 202 – Jedle',
    capacity: 2,
    twinBeds: 1,
    bathroom: 'SHOWER',
    description: 'Podkrovní pokoj se střešním oknem.',
  },
  {
    kind: 'PENSIONROOM',
    name: 'Pokoj 203 – Bříza',
    capacity: 1,
    singleBeds: 1,
    bathroom: 'SHOWER',
    description: 'Jednolůžkový pokoj.',
  },
]

const PLACES: NewResource[] = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2'].map((code, index) => ({
  kind: 'MOTORHOME' as const,
  name: `Stání ${code}`,
  capacity: index < 4 ? 6 : 4,
  vehicleTypes: index < 4 ? ['MOTORHOME' as const, 'CARAVAN' as const] : ['CARAVAN' as const],
  electricity: index !== 5,
  description: index < 4 ? 'Zpevněná plocha pro obytný vůz nebo karavan, přípojka 16 A.' : 'Travnaté stání u potoka.',
}))

const GROUPS: { name: string; description: string; bookableOnline: boolean; items: NewResource[] }[] = [
  { name: 'Pokoje', description: 'Pokoje penzionu se snídaní.', bookableOnline: true, items: ROOMS },
  {
    name: 'Kemp – stání',
    description: 'Stání pro obytné vozy a karavany u penzionu.',
    bookableOnline: true,
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

/** Rooms, motorhome places and the restaurant of the demo company, when it has no groups yet. */
export async function seedDemoResources(db: Db, slug: string, newId: () => string): Promise<void> {
  await db.transaction(async (tx) => {
    const [workspace] = await tx.select().from(workspaces).where(eq(workspaces.slug, slug))
    if (!workspace) return
    const existing = await tx
      .select()
      .from(resourceGroups)
      .where(and(eq(resourceGroups.workspaceId, workspace.id)))
    if (existing.length > 0) return
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
