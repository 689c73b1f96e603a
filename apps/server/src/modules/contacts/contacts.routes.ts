import { createContact, listContacts, listContactsWithAccount } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import * as contacts from './contacts.service.ts'

export function contactRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(listContacts, async ({ access, query }) => contacts.listContacts(db, access, query)),
    route(listContactsWithAccount, async ({ access, query }) => contacts.listContacts(db, access, query, true)),
    route(createContact, async ({ access, body }) => contacts.saveContact(db, access, body)),
  ]
}
