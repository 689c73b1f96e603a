import { listResourceGroups, listResources, signIn } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { seedDemo } from '../src/seed/demo.ts'
import { ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database } = await startTestApp()

describe('the demo workspace', () => {
  it('is created once with rooms, motorhome places and a restaurant; the password changes on every seed', async () => {
    const first = await seedDemo(database.db, { password: 'first-password-1' })
    const second = await seedDemo(database.db, { password: 'second-password-2' })
    expect([first.created, second.created]).toEqual([true, false])
    const { idToken } = await ok(app, signIn, { body: { email: 'demo@example.com', password: 'second-password-2' } })
    const params = { slugs: 'demo' }
    const groups = await ok(app, listResourceGroups, { token: idToken, params })
    expect(groups.map((g) => [g.name, g.resourceCount])).toEqual([
      ['Pokoje', 6],
      ['Kemp – stání', 6],
      ['Restaurace', 1],
    ])
    const kinds = (await ok(app, listResources, { token: idToken, params })).map((r) => r.kind)
    expect(new Set(kinds)).toEqual(new Set(['PENSIONROOM', 'MOTORHOME', 'RESTAURANT']))
    const receptionist = await ok(app, signIn, {
      body: { email: 'recepce@example.com', password: 'second-password-2' },
    })
    expect(receptionist.idToken).toBeTruthy()
  })
})
