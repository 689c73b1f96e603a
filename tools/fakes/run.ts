import { startFakeAres } from './ares.ts'
import { startFakeCnb } from './cnb.ts'
import { startFakeFakturoid } from './fakturoid.ts'
import { fakeFioToken, startFakeFio } from './fio.ts'
import { startFakeIcalPortal } from './ical-portal.ts'
import { startFakePCloud } from './pcloud.ts'
import { startFakeSmtp } from './smtp.ts'
import { FAKE_UBYPORT_ACCOUNT, startFakeUbyport } from './ubyport.ts'

// `node --import tsx tools/fakes/run.ts ares 4010`, `… fio 4020 [windowMs]`, `… pcloud 4030`, `… fakturoid 4040`,
// `… ical 4050`, `… ubyport 4060`, `… cnb 4070` or `… smtp 4025 4026`
// (SMTP port, HTTP inbox port): fake services for manual runs and the end-to-end tests.
const [name, first, second] = process.argv.slice(2)
if (name === 'ares') {
  const fake = await startFakeAres(Number(first ?? 0))
  process.stdout.write(`fake ARES at ${fake.url}\n`)
} else if (name === 'fio') {
  const fake = await startFakeFio(Number(first ?? 0), second ? { windowMs: Number(second) } : {})
  process.stdout.write(`fake FIO at ${fake.url}; recorded answers for any token, e.g. ${fakeFioToken()}\n`)
  process.stdout.write(`10 000 generated movements: ${fakeFioToken({ generated: 10_000 })}\n`)
} else if (name === 'pcloud') {
  const fake = await startFakePCloud(Number(first ?? 0))
  process.stdout.write(
    `fake pCloud at ${fake.url}; start the server with PCLOUD_BASE_URL=${fake.url}, any token works\n`,
  )
} else if (name === 'fakturoid') {
  const fake = await startFakeFakturoid(Number(first ?? 0))
  process.stdout.write(
    `fake Fakturoid at ${fake.url}; start the server with FAKTUROID_BASE_URL=${fake.url}, any client id and secret work\n`,
  )
} else if (name === 'ical') {
  const fake = await startFakeIcalPortal(Number(first ?? 0))
  process.stdout.write(
    `fake iCal portal at ${fake.url}; feeds e.g. ${fake.feedUrl('airbnb')}, ${fake.feedUrl('booking')}\n`,
  )
  process.stdout.write('it is on 127.0.0.1: the importer reaches it only with private addresses allowed\n')
} else if (name === 'ubyport') {
  const fake = await startFakeUbyport(Number(first ?? 0))
  process.stdout.write(
    `fake Ubyport web service at ${fake.url}; start the server with UBYPORT_TEST_URL=${fake.url}, account ${FAKE_UBYPORT_ACCOUNT.username} / ${FAKE_UBYPORT_ACCOUNT.password}\n`,
  )
} else if (name === 'cnb') {
  const fake = await startFakeCnb(Number(first ?? 0))
  process.stdout.write(`fake ČNB daily rates at ${fake.url}; start the server with CNB_RATES_URL=${fake.url}\n`)
} else if (name === 'smtp') {
  const fake = await startFakeSmtp(Number(first ?? 0), Number(second ?? 0))
  process.stdout.write(`fake SMTP at ${fake.smtpUrl}, inbox at ${fake.inboxUrl}\n`)
} else {
  console.error(
    'usage: run.ts ares [port] | fio [port] [windowMs] | pcloud [port] | fakturoid [port] | ical [port] | ubyport [port] | cnb [port] | smtp [smtpPort] [httpPort]',
  )
  process.exit(2)
}
