import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { and, eq } from 'drizzle-orm'
import PDFDocument from 'pdfkit'
import type { Db } from '../db/index.ts'
import { attachments, contacts, workspaces } from '../db/schema/index.ts'
import { randomToken } from '../lib/secrets.ts'
import { makeThumbnail } from '../modules/attachments/thumbnail.ts'
import { FONTS } from '../pdf/fonts.ts'
import type { FileStorage } from '../storage/file-storage.ts'

const HOUSE_RULES = [
  [
    'Příjezd a odjezd',
    'Pokoje jsou připraveny od 14:00 v den příjezdu, uvolněte je prosím do 10:00 v den odjezdu. Pozdní příjezd nám dejte vědět telefonem.',
  ],
  ['Klid', 'Noční klid platí od 22:00 do 7:00. Myslete prosím na ostatní hosty.'],
  [
    'Kouření a oheň',
    'Ve všech pokojích a společných prostorách se nekouří. Grilovat lze jen na vyhrazeném místě na zahradě.',
  ],
  ['Zvířata', 'Psi jsou vítáni po dohodě, za poplatek 150 Kč za noc. Do jídelny prosím bez nich.'],
  ['Parkování', 'Parkoviště u domu je zdarma a není hlídané. Karavany a obytné vozy stojí na stáních v kempu.'],
  ['Odpady', 'Třiďte prosím plast, papír a sklo do barevných nádob u vjezdu.'],
  [
    'Místní poplatek',
    'Obec vybírá poplatek z pobytu 30 Kč za osobu a noc; děti do 18 let a držitelé průkazu ZTP jsou osvobozeni.',
  ],
] as const

/** The house rules as a one-page A4 PDF with Czech letters (DejaVu). */
function houseRulesPdf(company: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Domovní řád' } })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  doc.font('bold').fontSize(20).text('Domovní řád')
  doc.font('regular').fontSize(11).fillColor('#555').text(company).moveDown(1.2)
  for (const [heading, text] of HOUSE_RULES) {
    doc.font('bold').fontSize(12).fillColor('#000').text(heading)
    doc.font('regular').fontSize(11).text(text).moveDown(0.8)
  }
  doc.moveDown().fontSize(10).fillColor('#555').text('Děkujeme, že jste u nás, a přejeme příjemný pobyt.')
  doc.end()
  return done
}

// Fictional companies with valid ICO check digits, the demo's customers and suppliers.
const CONTACTS = [
  {
    name: 'Prádelna Bělidlo s.r.o.',
    ico: '27082440',
    dic: 'CZ27082440',
    city: 'Liberec',
    street: 'Na Bělidle 12',
    postcode: '460 01',
    email: 'fakturace@belidlo.example',
    bankAccount: '19-2000145399/0800',
    iban: 'CZ6508000000192000145399',
  },
  {
    name: 'Pivovar Pod Horou a.s.',
    ico: '25596641',
    dic: 'CZ25596641',
    city: 'Jablonec nad Nisou',
    street: 'Pivovarská 3',
    postcode: '466 01',
    email: 'obchod@podhorou.example',
    bankAccount: '',
    iban: '',
  },
  {
    name: 'Cestovní kancelář Krkonoše s.r.o.',
    ico: '26168685',
    dic: 'CZ26168685',
    city: 'Vrchlabí',
    street: 'Krkonošská 210',
    postcode: '543 01',
    email: 'ucetni@ck-krkonose.example',
    bankAccount: '',
    iban: '',
  },
  {
    name: 'Jan Novák',
    ico: '',
    dic: '',
    city: 'Praha',
    street: 'Vinohradská 88',
    postcode: '130 00',
    email: 'jan.novak@example.com',
    bankAccount: '',
    iban: '',
  },
]

// Drawn illustrations standing in for a house's own photos (seed/photos/, JPEG, 960 × 720).
const GALLERY = [
  ['dum-za-soumraku.jpg', 'Penzion za soumraku'],
  ['dvouluzkovy-pokoj.jpg', 'Dvoulůžkový pokoj'],
  ['zahradka-restaurace.jpg', 'Zahrádka restaurace'],
  ['stani-pro-obytne-vozy.jpg', 'Stání pro obytné vozy'],
] as const

/** House rules for guests, the public photo gallery and a few contacts; added once, then left alone. */
export async function seedDemoDocuments(db: Db, storage: FileStorage, slug: string, newId: () => string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, slug))
  if (!workspace) return
  const existing = await db
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(eq(attachments.workspaceId, workspace.id), eq(attachments.objectType, 'WORKSPACE')))
  if (existing.length === 0) {
    const file = async (content: Buffer, fileName: string, title: string, visibility: 'GUESTS' | 'GALLERY') => {
      const storageKey = `${workspace.id}/${randomToken(24)}`
      await storage.put(storageKey, content)
      const thumbnail = fileName.endsWith('.jpg') ? await makeThumbnail(content) : undefined
      const thumbnailKey = thumbnail ? `${workspace.id}/${randomToken(24)}` : null
      if (thumbnail && thumbnailKey) await storage.put(thumbnailKey, thumbnail)
      await db.insert(attachments).values({
        workspaceId: workspace.id,
        id: newId(),
        objectType: 'WORKSPACE',
        objectId: null,
        visibility,
        fileName,
        title,
        contentType: fileName.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
        size: content.length,
        storageKey,
        thumbnailKey,
        ...(fileName.endsWith('.jpg') ? { width: 960, height: 720 } : {}),
        sha256: createHash('sha256').update(content).digest('hex'),
        createdBy: 'seed',
      })
    }
    await file(await houseRulesPdf(workspace.name), 'Domovní řád.pdf', 'Domovní řád', 'GUESTS')
    for (const [fileName, title] of GALLERY)
      await file(await readFile(new URL(`./photos/${fileName}`, import.meta.url)), fileName, title, 'GALLERY')
  }
  const known = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.workspaceId, workspace.id))
  if (known.length === 0) {
    await db
      .insert(contacts)
      .values(CONTACTS.map((c) => ({ workspaceId: workspace.id, id: newId(), country: 'CZ', ...c })))
  }
}
