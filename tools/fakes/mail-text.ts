/** A mail as the fake SMTP server keeps it (tools/fakes/smtp.ts) and its inbox answers it. */
export interface ReceivedMail {
  to: string[]
  raw: string
}

/**
 * The text of a received mail, headers dropped and quoted-printable undone (nodemailer writes text
 * with any non-ASCII letter that way), so a test can read the words and the link as the person would.
 */
export function mailText(mail: ReceivedMail): string {
  const raw = mail.raw
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/=\r?\n/g, '')
  const bytes = body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** The subject line of a received mail, RFC 2047 encoded words decoded. */
export function mailSubject(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? ''
  return header
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim()
}
