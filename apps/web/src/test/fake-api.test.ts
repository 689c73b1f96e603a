import { getInvoice, invoiceList, user } from '@innkeep/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi, message } from './fake-api.ts'
import { member } from './render.tsx'

const ID = '01a200a8-0000-7000-8000-0000000000aa'
const get = (path: string, init?: RequestInit) => fetch(`http://localhost${path}`, init)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fakeApi', () => {
  it('answers by method and path pattern, in the success envelope, and keeps the calls', async () => {
    const api = fakeApi([[user, ({ params }) => member(params.slugs === 'demo' ? 'OWNER' : 'RECEPTION')]])
    const response = await get('/api/demo/user')
    expect(await response.json()).toEqual({ payload: member('OWNER'), messages: [], errorType: null })
    expect(api.calls(user)).toHaveLength(1)
    expect(api.calls(user)[0]?.params).toEqual({ slugs: 'demo' })
  })

  it('fails the test naming the endpoint and the issues when a fake is outside the contract', async () => {
    const api = fakeApi([[user, () => ({ ...member('OWNER'), me: { fullName: 7 } }) as never]])
    const response = await get('/api/demo/user')
    expect(response.status).toBe(500)
    const [fault] = api.takeFaults()
    expect(fault?.message).toContain('the fake of user (GET /api/{slugs}/user) answers outside the contract')
    expect(fault?.message).toContain('me.')
  })

  it('fails the test naming a call no fake answers', async () => {
    const api = fakeApi([[user, () => member('OWNER')]])
    expect((await get('/api/demo/user', { method: 'DELETE' })).status).toBe(501)
    expect(api.takeFaults()[0]?.message).toBe('fakeApi: no fake answers DELETE /api/demo/user')
  })

  it('sends the failures the client knows as they are', async () => {
    const api = fakeApi([[getInvoice, () => fail.validation([message('Špatně', 'number')])]])
    expect(await (await get(`/api/demo/get-invoice/${ID}`)).json()).toEqual({
      payload: null,
      errorType: 'VALIDATION',
      messages: [{ scope: 'FIELD', severity: 'ERROR', code: 'TEST', field: 'number', text: 'Špatně' }],
    })
    api.answer(getInvoice, () => fail.conflict({ id: ID }))
    expect(await (await get(`/api/demo/get-invoice/${ID}`)).json()).toMatchObject({
      payload: { entity: { id: ID } },
      errorType: 'CONFLICT',
    })
    api.answer(getInvoice, () => fail.status(503))
    expect((await get(`/api/demo/get-invoice/${ID}`)).status).toBe(503)
    api.answer(getInvoice, () => fail.notFound())
    expect((await get(`/api/demo/get-invoice/${ID}`)).status).toBe(204)
    expect(api.calls(invoiceList)).toHaveLength(0)
  })
})
