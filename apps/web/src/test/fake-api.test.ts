import { attachmentFile, getInvoice, invoiceList, publicRequestDownload, user } from '@innkeep/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi, file, inTurn, message } from './fake-api.ts'
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

  it('sends a file endpoint’s file as it is, with its content type and name', async () => {
    fakeApi([[attachmentFile, () => file('%PDF-1.7', 'application/pdf', { fileName: 'Řád.pdf' })]])
    const response = await get(`/api/demo/attachment/${ID}/file`)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''%C5%98%C3%A1d.pdf")
    expect(await response.text()).toBe('%PDF-1.7')
  })

  it('fails the test when an endpoint with a payload answers a file or a Response', async () => {
    const api = fakeApi([[user, () => file('{}', 'application/json')]])
    expect((await get('/api/demo/user')).status).toBe(500)
    api.answer(user, () => new Response('{}'))
    expect((await get('/api/demo/user')).status).toBe(500)
    const faults = api.takeFaults().map((fault) => fault.message)
    expect(faults[0]).toContain(
      'the fake of user (GET /api/{slugs}/user) answers a file, which only a file endpoint may',
    )
    expect(faults[1]).toContain('answers a Response')
  })

  it('answers a public call and keeps its body; inTurn answers one after another, the last repeating', async () => {
    const download = { id: 'download-id-0123456789', url: '/x', fileName: 'a.pdf', expiresAt: '2027-03-12T10:10:00Z' }
    const api = fakeApi([
      [
        publicRequestDownload,
        inTurn(
          () => fail.notFound(),
          () => download,
        ),
      ],
    ])
    const post = () =>
      get('/public/download-attachment', { method: 'POST', body: JSON.stringify({ token: 't', attachmentId: ID }) })
    expect((await post()).status).toBe(204)
    expect((await (await post()).json()).payload).toEqual(download)
    expect((await (await post()).json()).payload).toEqual(download)
    expect(api.calls(publicRequestDownload).map((call) => call.body)).toEqual(
      Array(3).fill({ token: 't', attachmentId: ID }),
    )
  })
})
