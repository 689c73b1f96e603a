import {
  createAccessHash,
  type MenuItem,
  saveMenuCategory,
  saveMenuItem,
  saveResource,
  saveResourceGroup,
  saveRestaurantTable,
} from '@innkeep/contract'
import type { FastifyInstance } from 'fastify'
import { ok } from './api.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './factories.ts'

/** A workspace with one restaurant and one menu category, and ways to add tables, items and waiters' tablets. */
export interface TestRestaurant {
  owner: TestPerson
  slug: string
  restaurantId: string
  categoryId: string
  /** A new table named `<prefix><n>`. */
  newTable: () => Promise<{ id: string; name: string }>
  /** A visible item of the category, its price VAT included. */
  menuItem: (name: string, price: number) => Promise<MenuItem>
  /** A device access hash with the WAITER role: what a waiter's tablet sends. */
  tablet: (name: string) => Promise<string>
}

function addMenuItem(app: FastifyInstance, owner: TestPerson, slug: string, restaurantId: string, categoryId: string) {
  return (name: string, price: number) =>
    ok(app, saveMenuItem, {
      token: owner.token,
      params: { slugs: slug, id: restaurantId },
      body: { categoryId, name, price, priceCategory: 'BEV_REGULAR' },
    })
}

export async function buildRestaurant(
  app: FastifyInstance,
  names: { owner: string; workspace: string; restaurant: string; tablePrefix: string },
): Promise<TestRestaurant> {
  const owner = await signUpPerson(app, { fullName: names.owner })
  const slug = await createWorkspace(app, owner, { name: names.workspace })
  const staff = { token: owner.token, params: { slugs: slug } }
  const group = await ok(app, saveResourceGroup, { ...staff, body: { name: 'Restaurace' } })
  const restaurantId = (
    await ok(app, saveResource, { ...staff, body: { groupId: group.id, kind: 'RESTAURANT', name: names.restaurant } })
  ).id
  const inRestaurant = { token: owner.token, params: { slugs: slug, id: restaurantId } }
  const categoryId = (await ok(app, saveMenuCategory, { ...inRestaurant, body: { name: 'Nápoje' } })).id
  let tables = 0
  return {
    owner,
    slug,
    restaurantId,
    categoryId,
    newTable: () =>
      ok(app, saveRestaurantTable, { ...inRestaurant, body: { name: `${names.tablePrefix}${++tables}` } }),
    menuItem: addMenuItem(app, owner, slug, restaurantId, categoryId),
    tablet: async (name) => (await ok(app, createAccessHash, { ...staff, body: { name, role: 'WAITER' } })).secret,
  }
}
