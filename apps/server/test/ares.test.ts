import { ares } from '@innkeep/contract'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeAres, startFakeAres } from '../../../tools/fakes/ares.ts'
import { AresClient } from '../src/integrations/ares/ares.client.ts'
import { call, ok } from './support/api.ts'
import { signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const fake: FakeAres = await startFakeAres()
afterAll(() => fake.close())
const { app } = await startTestApp({ aresBaseUrl: fake.url })
let person: TestPerson

beforeAll(async () => {
  person = await signUpPerson(app)
})
beforeEach(() => fake.setMode('normal'))

describe('ARES lookup', () => {
  it('maps the recorded Superfaktura.cz answer to a company', async () => {
    const company = await ok(app, ares, { token: person.token, query: { ico: '01569651' } })
    expect(company).toEqual({
      ico: '01569651',
      name: 'Superfaktura.cz, s.r.o.',
      dic: 'CZ01569651',
      vatPayer: true,
      legalForm: '112',
      address: { street: 'Šámalova 2904/21', city: 'Brno', postcode: '615 00', country: 'CZ' },
      textAddress: 'Šámalova 2904/21, Židenice, 61500 Brno',
      ceasedOn: null,
    })
  })

  it('pads a short ICO before asking', async () => {
    await ok(app, ares, { token: person.token, query: { ico: '1569651' } })
    expect(fake.requests.at(-1)).toMatch(/\/01569651$/)
  })

  it('checks the ICO check digit itself and does not ask ARES', async () => {
    const before = fake.requests.length
    const result = await call(app, ares, { token: person.token, query: { ico: '01569652' }, language: 'en' })
    expect(result.envelope?.messages).toEqual([
      expect.objectContaining({ field: 'ico', code: 'ico.checksum', text: expect.stringContaining('check digit') }),
    ])
    expect(fake.requests.length).toBe(before)
  })

  it('answers 204 for an ICO ARES does not know', async () => {
    expect((await call(app, ares, { token: person.token, query: { ico: '27074358' } })).status).toBe(204)
  })

  it.each(['html-block', 'server-error'] as const)('says "fill in by hand" when ARES answers %s', async (mode) => {
    fake.setMode(mode)
    const result = await call(app, ares, { token: person.token, query: { ico: '01569651' } })
    expect(result.envelope).toMatchObject({
      errorType: 'VALIDATION',
      messages: [{ scope: 'GLOBAL', code: 'ares.unavailable' }],
    })
  })

  it('gives up on a hanging ARES after its timeout', async () => {
    fake.setMode('hang')
    const client = new AresClient({ baseUrl: fake.url, timeoutMs: 200 })
    await expect(client.findByIco('01569651')).rejects.toThrow('ARES request failed')
  })
})
