// The SOAP 1.1 envelopes of the police's WS_UBY service (Příloha č. 5 Provozního řádu Ubyport, 2019)
// and the reading of its answers. The data contract is WCF's: members in ordinal order, a missing
// value as `i:nil`, and the namespaces exactly as the service's WSDL names them.

export const SERVICE_NS = 'http://UBY.pcr.cz/WS_UBY'
export const DATA_NS = 'http://schemas.datacontract.org/2004/07/WS_UBY'
const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/'
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance'

export type UbyportOperation = 'TestDostupnosti' | 'MaximalniDelkaSeznamu' | 'ZapisUbytovane'

export function soapAction(operation: UbyportOperation): string {
  return `${SERVICE_NS}/IWS_UBY/${operation}`
}

/** The facility as the police registered it (SeznamUbytovanych's header fields); '' goes as nil. */
export interface UbyportFacility {
  idub: string
  mark: string
  name: string
  contact: string
  district: string
  municipality: string
  part: string
  street: string
  houseNumber: string
  orientationNumber: string
  postcode: string
}

/** One foreign guest (class Ubytovany) in the police's formats; null or '' goes as nil. */
export interface UbyportGuestRecord {
  /** `2016-04-27T09:28:00` */
  from: string
  until: string
  surname: string
  firstName: string
  /** `01.01.1911` */
  birthDate: string
  /** ISO 3166-1 alpha-3 as the police list has it (Kod3). */
  nationality: string
  documentNumber: string
  visaNumber: string | null
  residence: string | null
  purpose: number | null
  note: string | null
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`)
}

function member(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return `<d4p1:${name} i:nil="true"/>`
  return `<d4p1:${name}>${escapeXml(String(value))}</d4p1:${name}>`
}

function envelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${SOAP_NS}"><s:Body>${body}</s:Body></s:Envelope>`
}

// "AutentificationCode is a reserve, not used yet, but must be filled in; 'X' is recommended" (§ 3)
const AUTH_CODE = '<AutentificationCode>X</AutentificationCode>'

export function simpleRequest(operation: Exclude<UbyportOperation, 'ZapisUbytovane'>): string {
  return envelope(`<${operation} xmlns="${SERVICE_NS}">${AUTH_CODE}</${operation}>`)
}

function guestXml(g: UbyportGuestRecord): string {
  // DataContractSerializer reads members in ordinal order of their names: cDate … cVisN
  return [
    '<d4p1:Ubytovany>',
    member('cDate', g.birthDate),
    member('cDocN', g.documentNumber),
    member('cFirstN', g.firstName),
    member('cFrom', g.from),
    member('cNati', g.nationality),
    member('cNote', g.note),
    member('cPlac', null),
    member('cPurp', g.purpose),
    member('cResi', g.residence),
    member('cSpz', null),
    member('cSurN', g.surname),
    member('cUntil', g.until),
    member('cVisN', g.visaNumber),
    '</d4p1:Ubytovany>',
  ].join('')
}

export function zapisUbytovaneRequest(facility: UbyportFacility, guests: readonly UbyportGuestRecord[]): string {
  const list = [
    `<d4p1:Ubytovani>${guests.map(guestXml).join('')}</d4p1:Ubytovani>`,
    '<d4p1:VracetPDF>false</d4p1:VracetPDF>',
    member('uCont', facility.contact),
    member('uHomN', facility.houseNumber),
    member('uIdub', facility.idub),
    member('uMark', facility.mark),
    member('uName', facility.name),
    member('uOb', facility.municipality),
    member('uObCa', facility.part),
    member('uOkr', facility.district),
    member('uOriN', facility.orientationNumber),
    member('uPsc', facility.postcode),
    member('uStr', facility.street),
  ].join('')
  return envelope(
    `<ZapisUbytovane xmlns="${SERVICE_NS}">${AUTH_CODE}<Seznam xmlns:d4p1="${DATA_NS}" xmlns:i="${XSI_NS}">${list}</Seznam></ZapisUbytovane>`,
  )
}

function unescapeXml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e] ?? '',
    )
}

/** The text of every element of this local name (any prefix); '' for an empty or nil one. */
export function elementTexts(xml: string, name: string): string[] {
  const pattern = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}\\s*>)`, 'g')
  return [...xml.matchAll(pattern)].map((match) => unescapeXml(match[1] ?? '').trim())
}

export function elementText(xml: string, name: string): string | undefined {
  return elementTexts(xml, name)[0]
}

export interface SoapFault {
  code: string
  text: string
}

export function faultOf(xml: string): SoapFault | undefined {
  if (!/<(?:[\w.-]+:)?Fault[\s>]/.test(xml)) return undefined
  return { code: elementText(xml, 'faultcode') ?? '', text: elementText(xml, 'faultstring') ?? '' }
}

/** `5;6;13;` or `;112;106;` → [5, 6, 13] / [112, 106]. */
export function errorNumbers(text: string): number[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
}

export interface ZapisAnswer {
  headerErrors: number[]
  /** One entry per guest sent, in order: the record's error numbers ([] = none). */
  recordErrors: number[][]
}

export function parseZapisAnswer(xml: string): ZapisAnswer | undefined {
  const result = elementText(xml, 'ZapisUbytovaneResult')
  if (result === undefined) return undefined
  const records = elementText(result, 'ChybyZaznamu') ?? ''
  return {
    headerErrors: errorNumbers(elementText(result, 'ChybyHlavicky') ?? ''),
    recordErrors: elementTexts(records, 'string').map(errorNumbers),
  }
}
