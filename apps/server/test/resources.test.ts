import {
  listResourceGroups,
  listResources,
  orderResources,
  saveResource,
  saveResourceGroup,
  setResourceGroupRetired,
  setResourceRetired,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, ok } from './support/api.ts'
import { createWorkspace, joinAs, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app } = await startTestApp()
let owner: TestPerson
let slug: string
let other: { owner: TestPerson; slug: string }
const as = () => ({ token: owner.token, params: { slugs: slug } })

beforeAll(async () => {
  owner = await signUpPerson(app)
  slug = await createWorkspace(app, owner)
  const otherOwner = await signUpPerson(app)
  other = { owner: otherOwner, slug: await createWorkspace(app, otherOwner) }
})

async function group(name = 'Pokoje') {
  return ok(app, saveResourceGroup, { ...as(), body: { name } })
}

describe('resource groups and resources', () => {
  it('creates rooms and places in a group and lists them in order with the group count', async () => {
    const rooms = await group('Pokoje')
    const room = await ok(app, saveResource, {
      ...as(),
      body: { groupId: rooms.id, kind: 'PENSIONROOM', name: 'Pokoj 1', capacity: 2, twinBeds: 1, bathroom: 'SHOWER' },
    })
    const place = await ok(app, saveResource, {
      ...as(),
      body: {
        groupId: rooms.id,
        kind: 'MOTORHOME',
        name: 'Stání 1',
        capacity: 4,
        vehicleTypes: ['CARAVAN', 'CARAVAN'],
        electricity: true,
        twinBeds: 3,
      },
    })
    expect(room).toMatchObject({ kind: 'PENSIONROOM', twinBeds: 1, bathroom: 'SHOWER', vehicleTypes: [], version: 0 })
    expect(place).toMatchObject({ vehicleTypes: ['CARAVAN'], electricity: true, twinBeds: 0, bathroom: null })
    expect(place.position).toBeGreaterThan(room.position)
    const listed = await ok(app, listResources, { ...as(), query: { groupId: rooms.id } })
    expect(listed.map((r) => r.name)).toEqual(['Pokoj 1', 'Stání 1'])
    const groups = await ok(app, listResourceGroups, as())
    expect(groups.find((g) => g.id === rooms.id)?.resourceCount).toBe(2)
  })

  it('requires vehicle types for a motorhome place and an existing group of this workspace', async () => {
    const places = await group('Kemp')
    const noVehicles = await call(app, saveResource, {
      ...as(),
      body: { groupId: places.id, kind: 'MOTORHOME', name: 'A1' },
    })
    expect(noVehicles.envelope?.messages[0]).toMatchObject({
      field: 'vehicleTypes',
      code: 'resources.vehicleTypesRequired',
    })
    const foreignGroup = await ok(app, saveResourceGroup, {
      token: other.owner.token,
      params: { slugs: other.slug },
      body: { name: 'Cizí' },
    })
    const foreign = await call(app, saveResource, {
      ...as(),
      body: { groupId: foreignGroup.id, kind: 'PENSIONROOM', name: 'X' },
    })
    expect(foreign.envelope?.messages[0]).toMatchObject({ field: 'groupId', code: 'resources.groupNotFound' })
  })

  it('updates with the current version and answers CONFLICT with the current resource for a stale one', async () => {
    const rooms = await group()
    const room = await ok(app, saveResource, {
      ...as(),
      body: { groupId: rooms.id, kind: 'PENSIONROOM', name: 'Pokoj 7' },
    })
    const body = { ...room, name: 'Pokoj 7 – Dub' }
    const renamed = await ok(app, saveResource, { ...as(), body })
    expect(renamed).toMatchObject({ name: 'Pokoj 7 – Dub', version: 1 })
    const stale = await call(app, saveResource, { ...as(), body: { ...body, name: 'Jinak' } })
    expect(stale.envelope).toMatchObject({
      errorType: 'CONFLICT',
      payload: { entity: { name: 'Pokoj 7 – Dub', version: 1 } },
    })
  })

  it('never updates, orders or retires a resource of another workspace', async () => {
    const theirs = await ok(app, saveResourceGroup, {
      token: other.owner.token,
      params: { slugs: other.slug },
      body: { name: 'Jejich' },
    })
    const mine = await group('Moje')
    const update = await call(app, saveResource, {
      ...as(),
      body: { id: theirs.id, version: 0, groupId: mine.id, kind: 'PENSIONROOM', name: 'Převzato' },
    })
    expect(update.status).toBe(204)
    expect((await ok(app, orderResources, { ...as(), body: { target: 'GROUPS', ids: [theirs.id] } })).ordered).toBe(0)
    expect(
      (
        await call(app, setResourceGroupRetired, {
          ...as(),
          params: { slugs: slug, id: theirs.id },
          body: { retired: true },
        })
      ).status,
    ).toBe(204)
    const theirGroups = await ok(app, listResourceGroups, { token: other.owner.token, params: { slugs: other.slug } })
    expect(theirGroups.find((g) => g.id === theirs.id)).toMatchObject({
      name: 'Jejich',
      retired: false,
      position: theirs.position,
    })
  })

  it('orders groups by the given ids', async () => {
    const first = await group('První')
    const second = await group('Druhá')
    await ok(app, orderResources, { ...as(), body: { target: 'GROUPS', ids: [second.id, first.id] } })
    const names = (await ok(app, listResourceGroups, as())).map((g) => g.name)
    expect(names.indexOf('Druhá')).toBeLessThan(names.indexOf('První'))
    const twice = await call(app, orderResources, { ...as(), body: { target: 'GROUPS', ids: [first.id, first.id] } })
    expect(twice.envelope?.messages[0]?.code).toBe('resources.duplicateIds')
  })

  it('hides a retired resource from the list unless asked, and brings it back', async () => {
    const rooms = await group()
    const room = await ok(app, saveResource, {
      ...as(),
      body: { groupId: rooms.id, kind: 'PENSIONROOM', name: 'Starý pokoj' },
    })
    const retired = await ok(app, setResourceRetired, {
      ...as(),
      params: { slugs: slug, id: room.id },
      body: { retired: true },
    })
    expect(retired.retired).toBe(true)
    expect((await ok(app, listResources, as())).some((r) => r.id === room.id)).toBe(false)
    expect(
      (await ok(app, listResources, { ...as(), query: { includeRetired: 'true' } })).some((r) => r.id === room.id),
    ).toBe(true)
    await ok(app, setResourceRetired, { ...as(), params: { slugs: slug, id: room.id }, body: { retired: false } })
    expect((await ok(app, listResources, as())).some((r) => r.id === room.id)).toBe(true)
  })

  it('lets reception read resources but only owners and managers change them', async () => {
    const receptionist = await joinAs(app, owner, slug, 'RECEPTION')
    expect((await call(app, listResources, { token: receptionist.token, params: { slugs: slug } })).status).toBe(200)
    expect(
      (await call(app, saveResourceGroup, { token: receptionist.token, params: { slugs: slug }, body: { name: 'X' } }))
        .status,
    ).toBe(403)
  })
})
