import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// Reading the EPO files the tax-filing exports write: schema validation with xmllint against the
// Financial Administration's XSDs (fixtures/epo/SOURCE.md) and the attributes of each `Veta`.

const SCHEMAS = {
  DPHDP3: path.join(import.meta.dirname, '../fixtures/epo/dphdp3_epo2.xsd'),
  DPHKH1: path.join(import.meta.dirname, '../fixtures/epo/dphkh1_epo2.xsd'),
}

/** xmllint's verdict on the file against the form's schema: status 0 when valid, its complaints otherwise. */
export function validateEpo(xml: string, form: keyof typeof SCHEMAS): { status: number | null; errors: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'epo-'))
  try {
    const file = path.join(folder, `${form}.xml`)
    writeFileSync(file, xml)
    const lint = spawnSync('xmllint', ['--noout', '--schema', SCHEMAS[form], file], { encoding: 'utf8' })
    return { status: lint.status, errors: lint.stderr }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

const unescapeXml = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')

/** Every `<name …/>` of the file in order, as its attributes. */
export function vety(xml: string, name: string): Record<string, string>[] {
  return [...xml.matchAll(new RegExp(`<${name}((?:\\s+[a-z_0-9]+="[^"]*")*)\\s*/>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-z_0-9]+)="([^"]*)"/g)].map((a) => [a[1], unescapeXml(a[2] ?? '')]),
    ),
  )
}

/** The one `<name …/>` of the file; an empty record when it is not there. */
export function veta(xml: string, name: string): Record<string, string> {
  return vety(xml, name)[0] ?? {}
}

/** `'1234.50'` → 123450 haléř; a missing attribute is 0. */
export const haler = (value: string | undefined) => (value ? Math.round(Number(value) * 100) : 0)
