import { createContact, listContacts, listContactsWithAccount } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import * as contacts from './contacts.service.ts'

export function contactRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(listContacts, async ({ query, ...call }) => contacts.listContacts(staffContext(db, call), query)),
    route(listContactsWithAccount, async ({ query, ...call }) =>
      contacts.listContacts(staffContext(db, call), query, true),
    ),
    route(createContact, async ({ access, body }) => contacts.saveContact(db, access, body)),
  ]
}
