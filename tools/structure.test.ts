import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { type Allowed, breaches, cycles, importsOf, verdict } from './structure.ts'

const none: Allowed = { shared: [], web: [], server: [], integrations: [], pdf: [] }
const fixture = mkdtempSync(path.join(tmpdir(), 'innkeep-structure-'))
const write = (file: string, source: string) => {
  mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
  writeFileSync(path.join(fixture, file), source)
}
afterAll(() => rmSync(fixture, { recursive: true, force: true }))

// a tree that breaks every rule once, beside imports that keep them
write(
  'apps/web/src/features/expenses/expense-list.tsx',
  "import { InvoiceFields } from '../invoices/invoice-fields.tsx'\nimport { Pager } from '../../components/pager.tsx'\n",
)
write(
  'apps/web/src/features/invoices/invoice-fields.tsx',
  "import { money } from '../../lib/money.ts'\nexport const InvoiceFields = 1\n",
)
write('apps/web/src/components/pager.tsx', "export { Chip } from '../features/labels/chip.tsx'\n")
write('apps/web/src/app/pages.ts', "const page = () => import('../features/expenses/expense-list.tsx')\n")
write(
  'apps/server/src/modules/bank/bank.service.ts',
  "import { findInvoices } from '../invoicing/invoices.queries.ts'\n",
)
write('apps/server/src/modules/invoicing/invoices.queries.ts', "import type { Db } from '../../db/index.ts'\n")
write(
  'apps/server/src/integrations/fio/fio.client.ts',
  "import type { BankMovement } from '../../modules/bank/bank-movement.ts'\n",
)
write('apps/server/src/pdf/invoice-pdf.ts', "import { selectLines } from '../modules/invoicing/invoices.queries.ts'\n")

describe('the structure check (issue 23)', () => {
  it('reads imports, re-exports and dynamic imports, relative ones only', () => {
    expect(
      importsOf(
        "import a from './a.ts'\nimport type { B } from \"../b.ts\"\nexport * from './c.ts'\nimport z from 'zod'\nconst d = () => import('./d.tsx')",
      ),
    ).toEqual(['./a.ts', '../b.ts', './c.ts', './d.tsx'])
  })

  it('fails on a deliberately wrong import, naming the file, the import and the rule', () => {
    const problems = verdict(breaches(fixture), none)
    expect(problems).toEqual([
      "apps/web/src/components/pager.tsx imports '../features/labels/chip.tsx': components/ imports no feature (components->labels)",
      "apps/web/src/features/expenses/expense-list.tsx imports '../invoices/invoice-fields.tsx': a feature never imports another feature (compose in app/) (expenses->invoices)",
      "apps/server/src/modules/bank/bank.service.ts imports '../invoicing/invoices.queries.ts': a module imports another only along an allowed arrow (bank->invoicing)",
      "apps/server/src/integrations/fio/fio.client.ts imports '../../modules/bank/bank-movement.ts': an integration imports no module (fio->bank)",
      "apps/server/src/pdf/invoice-pdf.ts imports '../modules/invoicing/invoices.queries.ts': pdf/ imports no queries (apps/server/src/pdf/invoice-pdf.ts->apps/server/src/modules/invoicing/invoices.queries.ts)",
    ])
  })

  it('lets an allowed arrow pass, and fails an allowed one nothing uses any more', () => {
    const allowed: Allowed = {
      shared: [],
      web: ['components->labels', 'expenses->invoices', 'reception->labels'],
      server: ['bank->invoicing'],
      integrations: ['fio->bank'],
      pdf: ['apps/server/src/pdf/invoice-pdf.ts->apps/server/src/modules/invoicing/invoices.queries.ts'],
    }
    expect(verdict(breaches(fixture), allowed)).toEqual([
      'tools/structure-allow.json: "reception->labels" (web) is allowed but nothing imports along it any more: remove it (the list only shrinks)',
    ])
  })

  it('lets every module import a shared one, and a shared one import none', () => {
    write('apps/server/src/modules/activity/activity.service.ts', "import { x } from '../bank/bank.service.ts'\n")
    write(
      'apps/server/src/modules/invoicing/invoices.service.ts',
      "import { recordAudit } from '../activity/activity.service.ts'\n",
    )
    const allowed: Allowed = { ...none, shared: ['activity'], server: ['bank->invoicing'] }
    const server = verdict(breaches(fixture), allowed).filter((problem) => problem.includes('modules/'))
    expect(server).toEqual([
      "apps/server/src/modules/activity/activity.service.ts imports '../bank/bank.service.ts': a shared module imports no module (activity->bank)",
      "apps/server/src/integrations/fio/fio.client.ts imports '../../modules/bank/bank-movement.ts': an integration imports no module (fio->bank)",
      "apps/server/src/pdf/invoice-pdf.ts imports '../modules/invoicing/invoices.queries.ts': pdf/ imports no queries (apps/server/src/pdf/invoice-pdf.ts->apps/server/src/modules/invoicing/invoices.queries.ts)",
    ])
  })

  it('finds cycles among module arrows, each once', () => {
    expect(cycles(['a->b', 'b->a', 'b->c', 'c->d', 'd->b', 'a->e'])).toEqual([
      ['a', 'b', 'a'],
      ['b', 'c', 'd', 'b'],
    ])
  })

  it('fails an allow-list whose server arrows make a cycle', () => {
    write(
      'apps/server/src/modules/invoicing/invoices.service.ts',
      "import { x } from '../vehicles/contracts.service.ts'\n",
    )
    write(
      'apps/server/src/modules/vehicles/contracts.service.ts',
      "import { y } from '../invoicing/invoices.service.ts'\n",
    )
    const allowed: Allowed = { ...none, server: ['bank->invoicing', 'invoicing->vehicles', 'vehicles->invoicing'] }
    const loops = verdict(breaches(fixture), allowed).filter((problem) => problem.includes('cycle'))
    expect(loops).toEqual([
      'tools/structure-allow.json: the server arrows invoicing -> vehicles -> invoicing make a cycle: move what one side needs into a shared module or to the side that uses it',
    ])
  })

  it('holds for the tree as it is, against its allow-list', () => {
    const root = fileURLToPath(new URL('..', import.meta.url))
    const allowed = JSON.parse(readFileSync(path.join(root, 'tools/structure-allow.json'), 'utf8')) as Allowed
    expect(verdict(breaches(root), allowed)).toEqual([])
  })

  it('is pictured in docs/architecture.md: its module table names exactly the allowed arrows', () => {
    const root = fileURLToPath(new URL('..', import.meta.url))
    const allowed = JSON.parse(readFileSync(path.join(root, 'tools/structure-allow.json'), 'utf8')) as Allowed
    const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
    const table = doc.slice(doc.indexOf('| module '), doc.indexOf('Every module may also import'))
    const documented = [...table.matchAll(/^\| `([\w-]+)` +\| (.+?) +\|$/gm)].flatMap(([, from, to]) =>
      [...(to ?? '').matchAll(/`([\w-]+)`/g)].map(([, target]) => `${from}->${target}`),
    )
    expect(documented.sort()).toEqual([...allowed.server].sort())
  })
})
