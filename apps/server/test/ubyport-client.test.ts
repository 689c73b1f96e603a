import { readFileSync } from 'node:fs'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { FAKE_UBYPORT_ACCOUNT, startFakeUbyport } from '../../../tools/fakes/ubyport.ts'
import {
  UbyportClient,
  UbyportUnauthorizedError,
  UbyportUnavailableError,
} from '../src/integrations/ubyport/ubyport.client.ts'
import { faultOf, parseZapisAnswer, zapisUbytovaneRequest } from '../src/integrations/ubyport/ubyport-soap.ts'

// The SOAP client against the police's published samples (test/fixtures/ubyport, copied from
// shared/fixtures/ubyport) and against the local fake over a real NTLM handshake.

const samples = readFileSync(new URL('./fixtures/ubyport/ubyport-ws-soap-samples.xml', import.meta.url), 'utf8')
const sample = (title: string) => {
  const start = samples.indexOf(title)
  const end = samples.indexOf('<!-- =====', start + title.length)
  return samples.slice(start + title.length, end === -1 ? undefined : end)
}

const fake = await startFakeUbyport()
afterAll(() => fake.close())
const clients: UbyportClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.close()
})
const clientOf = (password = FAKE_UBYPORT_ACCOUNT.password) => {
  const client = new UbyportClient({
    url: fake.url,
    username: FAKE_UBYPORT_ACCOUNT.username,
    password,
    timeoutMs: 2_000,
  })
  clients.push(client)
  return client
}

const FACILITY = {
  idub: '100227887600',
  mark: 'CZGFW',
  name: '',
  contact: 'aaa',
  district: '',
  municipality: '',
  part: '',
  street: '',
  houseNumber: 'aaa',
  orientationNumber: '',
  postcode: '14200',
}
const GUEST = {
  from: '2016-04-27T09:28:00',
  until: '2016-04-28T09:28:00',
  surname: 'ABDALLA',
  firstName: 'FAZUL',
  birthDate: '25.02.1974',
  nationality: 'AFG',
  documentNumber: '321654',
  visaNumber: null,
  residence: 'Kábul, Kedale 21',
  purpose: 10,
  note: null,
}

describe('the Ubyport SOAP messages', () => {
  it("reads the police's sample answer: header numbers and one entry per guest", () => {
    expect(parseZapisAnswer(sample('ZapisUbytovane response (errors) ===== -->'))).toEqual({
      headerErrors: [5, 6, 7, 8, 9, 10, 11, 12, 13],
      recordErrors: [[112, 106]],
    })
  })

  it("reads the police's sample Fault", () => {
    expect(faultOf(sample('service crash (SOAP Fault) ===== -->'))).toEqual({
      code: 's:Chyba běhu programu',
      text: 'Server was unable to process request. ---> Length cannot be\nless than zero.\nParameter name: length',
    })
  })

  it("writes the data contract's members in the sample's order, nil for what is empty", () => {
    const request = zapisUbytovaneRequest(FACILITY, [GUEST])
    const order = [...request.matchAll(/<d4p1:(\w+)/g)].map((m) => m[1])
    expect(order).toEqual([
      ...['Ubytovani', 'Ubytovany', 'cDate', 'cDocN', 'cFirstN', 'cFrom', 'cNati', 'cNote', 'cPlac', 'cPurp', 'cResi'],
      ...['cSpz', 'cSurN', 'cUntil', 'cVisN', 'VracetPDF', 'uCont', 'uHomN', 'uIdub', 'uMark', 'uName', 'uOb'],
      ...['uObCa', 'uOkr', 'uOriN', 'uPsc', 'uStr'],
    ])
    expect(request).toContain('<d4p1:uName i:nil="true"/>')
    expect(request).toContain('<d4p1:cResi>Kábul, Kedale 21</d4p1:cResi>')
    expect(request).toContain('xmlns:d4p1="http://schemas.datacontract.org/2004/07/WS_UBY"')
  })
})

describe('the Ubyport client against the fake, over NTLM', () => {
  it('shakes hands once and keeps the connection for the next calls', async () => {
    const before = fake.handshakes.accepted
    const client = clientOf()
    expect(await client.testAvailability()).toBe(true)
    expect(await client.maxListLength()).toBe(32)
    const answer = await client.sendGuests(FACILITY, [GUEST, { ...GUEST, documentNumber: 'aaa' }])
    expect(answer.headerErrors).toEqual([])
    expect(answer.recordErrors).toEqual([[112], [106, 112]])
    expect(fake.handshakes.accepted - before).toBe(1)
  })

  it('says so when NTLM refuses the password', async () => {
    await expect(clientOf('wrong').testAvailability()).rejects.toBeInstanceOf(UbyportUnauthorizedError)
  })

  it('reads a 503 and a SOAP Fault as the service being unavailable', async () => {
    fake.failNext(503)
    await expect(clientOf().testAvailability()).rejects.toBeInstanceOf(UbyportUnavailableError)
    fake.failNext('fault')
    await expect(clientOf().maxListLength()).rejects.toMatchObject({
      fault: expect.stringContaining('Timeout expired'),
    })
  })

  it('gives up on a service that does not answer in time', async () => {
    fake.failNext('hang')
    const client = new UbyportClient({ url: fake.url, ...FAKE_UBYPORT_ACCOUNT, timeoutMs: 300 })
    clients.push(client)
    await expect(client.testAvailability()).rejects.toBeInstanceOf(UbyportUnavailableError)
  })
})
