import nodemailer from 'nodemailer'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

/** Sends over SMTP (`SMTP_URL`); without it, `send` is null and mail only lands in the sent-mail log. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}

export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer | null {
  if (!options.smtpUrl) return null
  const url = new URL(options.smtpUrl)
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: url.searchParams.get('tls') === 'off',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments ?? [],
      })
    },
  }
}
