import { readFileSync } from 'node:fs'

// The answers of the fake Fakturoid, built from the recorded samples of the official API v3 docs
// (apps/server/test/fixtures/fakturoid, copied from shared/fixtures/fakturoid).

const fixture = (name: string) =>
  readFileSync(new URL(`../../apps/server/test/fixtures/fakturoid/${name}`, import.meta.url), 'utf8')

type Json = Record<string, unknown>

/** The error bodies of fakturoid-errors.txt by the heading they follow (`# --- 422 Unprocessable …`). */
function recordedErrors(): { heading: string; body: string }[] {
  const sections = fixture('fakturoid-errors.txt')
    .split(/^# ---/m)
    .slice(1)
  return sections.flatMap((section) => {
    const [heading = '', ...rest] = section.split('\n')
    const body = rest
      .filter((line) => !line.startsWith('#'))
      .join('\n')
      .trim()
    return body.startsWith('{') ? [{ heading, body }] : []
  })
}

/** A recorded error body, verbatim: the first whose heading mentions `words`. */
export function recordedError(words: string): string {
  const found = recordedErrors().find((e) => e.heading.includes(words))
  if (!found) throw new Error(`fakturoid-errors.txt has no error about "${words}"`)
  return found.body
}

export const RECORDED_SUBJECT = JSON.parse(fixture('fakturoid-subject.json')) as Json
const RECORDED_INVOICE = JSON.parse(fixture('fakturoid-invoice.json')) as Json
const RECORDED_EXPENSE = JSON.parse(fixture('fakturoid-expense.json')) as Json

const now = () => new Date().toISOString()
const decimal = (value: number) => String(Math.round(value * 100) / 100)

function urls(slug: string, resource: string, id: number) {
  return {
    html_url: `https://app.fakturoid.cz/${slug}/${resource}/${id}`,
    url: `https://app.fakturoid.cz/api/v3/accounts/${slug}/${resource}/${id}.json`,
  }
}

/** Lines as Fakturoid answers them, with their amounts (without VAT, as the request's unit prices say). */
function linesOf(lines: unknown, firstId: number) {
  const list = Array.isArray(lines) ? (lines as Json[]) : []
  return list.map((line, index) => {
    const quantity = Number(line.quantity ?? 1)
    const unitPrice = Number(line.unit_price ?? 0)
    const rate = Number(line.vat_rate ?? 0)
    const base = quantity * unitPrice
    return {
      id: firstId + index,
      name: String(line.name ?? ''),
      quantity: decimal(quantity),
      unit_name: String(line.unit_name ?? ''),
      unit_price: decimal(unitPrice),
      vat_rate: rate,
      unit_price_without_vat: decimal(unitPrice),
      unit_price_with_vat: decimal(unitPrice * (1 + rate / 100)),
      total_price_without_vat: decimal(base),
      total_vat: decimal((base * rate) / 100),
      native_total_price_without_vat: decimal(base),
      native_total_vat: decimal((base * rate) / 100),
      inventory: null,
    }
  })
}

function totals(lines: ReturnType<typeof linesOf>) {
  const subtotal = lines.reduce((sum, line) => sum + Number(line.total_price_without_vat), 0)
  const vat = lines.reduce((sum, line) => sum + Number(line.total_vat), 0)
  return { subtotal: decimal(subtotal), total: decimal(subtotal + vat) }
}

export function subjectRecord(slug: string, id: number, body: Json): Json {
  return {
    ...RECORDED_SUBJECT,
    // nothing of the recorded company stays but the shape
    custom_id: null,
    registration_no: null,
    vat_no: null,
    street: null,
    city: null,
    zip: null,
    email: null,
    web: null,
    ...body,
    id,
    ...urls(slug, 'subjects', id),
    created_at: now(),
    updated_at: now(),
  }
}

/** The recorded invoice with the request's values, the subject's as the client, and Fakturoid's own fields. */
export function invoiceRecord(slug: string, id: number, body: Json, subject: Json, before?: Json): Json {
  const base = before ?? { ...RECORDED_INVOICE, status: 'open', sent_at: null, created_at: now() }
  const merged: Json = { ...base, ...body }
  const lines = linesOf(merged.lines, id * 100)
  return {
    ...merged,
    id,
    client_name: subject.name,
    client_street: subject.street,
    client_city: subject.city,
    client_zip: subject.zip,
    client_country: subject.country,
    client_registration_no: subject.registration_no,
    client_vat_no: subject.vat_no,
    lines,
    ...totals(lines),
    ...urls(slug, 'invoices', id),
    pdf_url: `https://app.fakturoid.cz/api/v3/accounts/${slug}/invoices/${id}/download.pdf`,
    subject_url: `https://app.fakturoid.cz/api/v3/accounts/${slug}/subjects/${String(subject.id)}.json`,
    updated_at: now(),
  }
}

export function expenseRecord(slug: string, id: number, body: Json, subject: Json, before?: Json): Json {
  const base = before ?? {
    ...RECORDED_EXPENSE,
    number: `N${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(3, '0')}`,
    created_at: now(),
  }
  const merged: Json = { ...base, ...body }
  const lines = linesOf(merged.lines, id * 100)
  return {
    ...merged,
    id,
    supplier_name: subject.name,
    supplier_street: subject.street,
    supplier_city: subject.city,
    supplier_zip: subject.zip,
    supplier_country: subject.country,
    supplier_registration_no: subject.registration_no,
    supplier_vat_no: subject.vat_no,
    lines,
    ...totals(lines),
    ...urls(slug, 'expenses', id),
    subject_url: `https://app.fakturoid.cz/api/v3/accounts/${slug}/subjects/${String(subject.id)}.json`,
    updated_at: now(),
  }
}
