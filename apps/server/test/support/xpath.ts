import { spawnSync } from 'node:child_process'
import { expect } from 'vitest'

// Reading an XML file back with libxml2 (xmllint --xpath): a parser that is not the one that wrote it.

/** libxml2's answer to an XPath 1.0 expression over a file. */
export function xpath(file: string, expression: string): string {
  const run = spawnSync('xmllint', ['--xpath', expression, file], { encoding: 'utf8' })
  expect(run.status, `${expression}: ${run.stderr}`).toBe(0)
  return run.stdout.trim()
}

/** `a/b` → `*[local-name()='a']/*[local-name()='b']`: a path whatever the namespace prefixes (`//` kept). */
export function at(steps: string): string {
  return steps
    .split('/')
    .map((step) => (step === '' ? '' : step.replace(/^(\w+)/, "*[local-name()='$1']")))
    .join('/')
}

/** A decimal as XPath or the file writes it (`8512.5`, `-42.00`) in minor units. */
export function minor(decimal: string): number {
  return Math.round(Number(decimal) * 100)
}

/** Validates a file against an XSD with xmllint; answers its complaints, '' when valid. */
export function schemaErrors(file: string, schema: string): string {
  const lint = spawnSync('xmllint', ['--noout', '--schema', schema, file], { encoding: 'utf8' })
  return lint.status === 0 ? '' : lint.stderr
}
