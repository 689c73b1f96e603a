import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface FakeMail {
  to: string[]
  raw: string
}

/**
 * A real SMTP server that keeps what it receives, with a tiny HTTP inbox (`GET /messages`) so an
 * end-to-end test in another process can read the mail the product sent.
 */
export async function startFakeSmtp(smtpPort = 0, httpPort = 0) {
  const received: FakeMail[] = []
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))
  const inbox: Server = createServer((req, res) => {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(req.url === '/messages' ? received : []))
  })
  await new Promise<void>((resolve) => inbox.listen(httpPort, '127.0.0.1', resolve))
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?tls=off`,
    inboxUrl: `http://127.0.0.1:${(inbox.address() as AddressInfo).port}/messages`,
    received,
    close: async () => {
      inbox.close()
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    },
  }
}
