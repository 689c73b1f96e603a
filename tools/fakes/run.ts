import { startFakeAres } from './ares.ts'

// `node --import tsx tools/fakes/run.ts ares 4010`: a fake service for manual runs and end-to-end tests.
const [name, portText] = process.argv.slice(2)
if (name !== 'ares') {
  console.error('usage: run.ts ares [port]')
  process.exit(2)
}
const fake = await startFakeAres(Number(portText ?? 0))
process.stdout.write(`fake ARES at ${fake.url}\n`)
