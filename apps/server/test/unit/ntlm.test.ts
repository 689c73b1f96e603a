import { describe, expect, it } from 'vitest'
import { md4 } from '../../src/integrations/ubyport/md4.ts'
import {
  authenticateMessage,
  challengeMessage,
  negotiateMessage,
  ntHash,
  ntlmv2Responses,
  ntowfv2,
  parseAuthenticate,
  parseChallenge,
} from '../../src/integrations/ubyport/ntlm.ts'

// MS-NLMP 4.2.4 (NTLMv2 authentication): User "User", domain "Domain", password "Password", server
// challenge 0123456789abcdef, client challenge aa×8, time 0, target info NbDomainName "Domain" and
// NbComputerName "Server" (4.2.4.1.3). The expected values are the document's, not ours.
const hex = (value: string) => Buffer.from(value, 'hex')
const SERVER_CHALLENGE = hex('0123456789abcdef')
const CLIENT_CHALLENGE = hex('aaaaaaaaaaaaaaaa')
const TIME = Buffer.alloc(8)
const TARGET_INFO = hex('02000c0044006f006d00610069006e0001000c0053006500720076006500720000000000')

describe('MD4 (RFC 1320 test suite)', () => {
  it.each([
    ['', '31d6cfe0d16ae931b73c59d7e0c089c0'],
    ['a', 'bde52cb31de33e46245e05fbdbd6fb24'],
    ['abc', 'a448017aaf21d8525fc10ae87aa6729d'],
    ['message digest', 'd9130a8164549fe818874806e1c7014b'],
    ['abcdefghijklmnopqrstuvwxyz', 'd79e1c308aa5bbcdeea8ed63df412da9'],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      'e33b4ddc9c38f2199c3e7b164fcc0536',
    ],
  ])('hashes %j', (input, expected) => {
    expect(md4(Buffer.from(input, 'latin1')).toString('hex')).toBe(expected)
  })
})

describe('NTLMv2 (MS-NLMP 4.2.4 test vectors)', () => {
  it('derives the NT hash (4.2.2.1.2) and NTOWFv2 (4.2.4.1.1)', () => {
    expect(ntHash('Password').toString('hex')).toBe('a4f49c406510bdcab6824ee7c30fd852')
    expect(ntowfv2('Password', 'User', 'Domain').toString('hex')).toBe('0c868a403bfd7a93a3001ef22ef02e3f')
  })

  it('computes the LMv2 response, NTProofStr, blob and session base key (4.2.4.2)', () => {
    const responses = ntlmv2Responses({
      responseKey: ntowfv2('Password', 'User', 'Domain'),
      serverChallenge: SERVER_CHALLENGE,
      clientChallenge: CLIENT_CHALLENGE,
      time: TIME,
      targetInfo: TARGET_INFO,
    })
    expect(responses.lmResponse.toString('hex')).toBe('86c35097ac9cec102554764a57cccc19aaaaaaaaaaaaaaaa')
    expect(responses.ntProofStr.toString('hex')).toBe('68cd0ab851e51c96aabc927bebef6a1c')
    expect(responses.sessionBaseKey.toString('hex')).toBe('8de40ccadbc14a82f15cb0ad0de95ca3')
    expect(responses.ntResponse.subarray(16).toString('hex')).toBe(
      `01010000000000000000000000000000aaaaaaaaaaaaaaaa00000000${TARGET_INFO.toString('hex')}00000000`,
    )
  })

  it('puts those responses, the domain and the user into the AUTHENTICATE message', () => {
    const challenge = parseChallenge(
      challengeMessage({ serverChallenge: SERVER_CHALLENGE, targetName: 'Domain', targetInfo: TARGET_INFO }),
    )
    expect(challenge.serverChallenge.equals(SERVER_CHALLENGE)).toBe(true)
    expect(challenge.targetName).toBe('Domain')
    const message = authenticateMessage({ username: 'User', password: 'Password' }, challenge, {
      clientChallenge: CLIENT_CHALLENGE,
      time: TIME,
    })
    const parsed = parseAuthenticate(message)
    expect(parsed).toMatchObject({ user: 'User', domain: 'Domain', workstation: '' })
    expect(parsed.lmResponse.toString('hex')).toBe('86c35097ac9cec102554764a57cccc19aaaaaaaaaaaaaaaa')
    expect(parsed.ntResponse.subarray(0, 16).toString('hex')).toBe('68cd0ab851e51c96aabc927bebef6a1c')
  })

  it('takes the domain from DOMAIN\\user or user@domain before the server’s', () => {
    const challenge = parseChallenge(
      challengeMessage({ serverChallenge: SERVER_CHALLENGE, targetName: 'UBY', targetInfo: TARGET_INFO }),
    )
    expect(parseAuthenticate(authenticateMessage({ username: 'PCR\\ws_1', password: 'x' }, challenge))).toMatchObject({
      domain: 'PCR',
      user: 'ws_1',
    })
    expect(parseAuthenticate(authenticateMessage({ username: 'ws_1@pcr.cz', password: 'x' }, challenge))).toMatchObject(
      {
        domain: 'pcr.cz',
        user: 'ws_1',
      },
    )
  })

  it('starts with a NEGOTIATE message asking for Unicode, NTLM and extended session security', () => {
    const message = negotiateMessage()
    expect(message.subarray(0, 8).toString('latin1')).toBe('NTLMSSP\0')
    expect(message.readUInt32LE(8)).toBe(1)
    const flags = message.readUInt32LE(12)
    expect(flags & 0x1).toBe(0x1)
    expect(flags & 0x200).toBe(0x200)
    expect(flags & 0x80000).toBe(0x80000)
  })
})
