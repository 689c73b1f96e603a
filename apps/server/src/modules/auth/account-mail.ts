import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/index.ts'
import { accountMail } from '../../db/schema/index.ts'
import type { Language } from '../../i18n/language.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import { newId } from '../../lib/ids.ts'

export interface AccountMailDeps {
  db: Db
  mailer: Mailer | null
  log: FastifyBaseLogger
  /** The web app's address: links in the mail open it. */
  publicUrl: string
}

type Texts = { subject: string; lines: (vars: Record<string, string>) => string[] }

const TEXTS: Record<'passwordReset' | 'emailChange' | 'emailChanged', Record<Language, Texts>> = {
  passwordReset: {
    cs: {
      subject: 'Nastavení nového hesla do Innkeepu',
      lines: (v) => [
        'Dobrý den,',
        '',
        `někdo (nejspíš vy) požádal o nové heslo k účtu ${v.email}. Nové heslo nastavíte zde:`,
        '',
        v.link ?? '',
        '',
        'Odkaz platí 30 minut a lze ho použít jen jednou. Po nastavení hesla se odhlásí všechna ostatní zařízení.',
        'Pokud jste o nové heslo nežádali, tento e-mail ignorujte: vaše heslo zůstává beze změny.',
      ],
    },
    en: {
      subject: 'Set a new Innkeep password',
      lines: (v) => [
        'Hello,',
        '',
        `someone (probably you) asked for a new password for the account ${v.email}. Set it here:`,
        '',
        v.link ?? '',
        '',
        'The link is valid for 30 minutes and works once. Setting the password signs out every other device.',
        'If you did not ask for a new password, ignore this e-mail: your password stays as it is.',
      ],
    },
  },
  emailChange: {
    cs: {
      subject: 'Potvrďte nový přihlašovací e-mail do Innkeepu',
      lines: (v) => [
        'Dobrý den,',
        '',
        `účet ${v.oldEmail} se má nově přihlašovat touto adresou (${v.email}). Potvrďte to zde:`,
        '',
        v.link ?? '',
        '',
        'Odkaz platí 24 hodin. Pokud jste o změnu nežádali, e-mail ignorujte.',
      ],
    },
    en: {
      subject: 'Confirm your new Innkeep sign-in e-mail',
      lines: (v) => [
        'Hello,',
        '',
        `the account ${v.oldEmail} is to sign in with this address (${v.email}) from now on. Confirm it here:`,
        '',
        v.link ?? '',
        '',
        'The link is valid for 24 hours. If you did not ask for the change, ignore this e-mail.',
      ],
    },
  },
  emailChanged: {
    cs: {
      subject: 'Přihlašovací e-mail do Innkeepu byl změněn',
      lines: (v) => [
        'Dobrý den,',
        '',
        `váš účet se od této chvíle přihlašuje adresou ${v.email}, ne už touto (${v.oldEmail}).`,
        '',
        'Pokud jste změnu neprovedli vy, obraťte se ihned na majitele firmy, ve které pracujete: váš účet mohl',
        'převzít někdo jiný.',
      ],
    },
    en: {
      subject: 'Your Innkeep sign-in e-mail was changed',
      lines: (v) => [
        'Hello,',
        '',
        `from now on your account signs in with ${v.email}, no longer with this address (${v.oldEmail}).`,
        '',
        'If you did not make this change, tell the owner of the company you work for at once: someone else may',
        'have taken over your account.',
      ],
    },
  },
}

export type AccountMailKind = keyof typeof TEXTS

/**
 * Sends a mail about a person's account and records it in the account mail log. The link in it is a
 * secret: the log keeps the text without it. Without SMTP the whole mail, link included, goes to the
 * server's log, the one place an operator of a mail-less install can read it from.
 */
export async function sendAccountMail(
  deps: AccountMailDeps,
  kind: AccountMailKind,
  language: Language,
  to: string,
  vars: Record<string, string>,
): Promise<'SENT' | 'LOGGED' | 'FAILED'> {
  const texts = TEXTS[kind][language]
  const text = texts.lines(vars).join('\n')
  let status: 'SENT' | 'LOGGED' | 'FAILED' = 'LOGGED'
  let error: string | null = null
  if (deps.mailer) {
    try {
      await deps.mailer.send({ to, subject: texts.subject, text })
      status = 'SENT'
    } catch (cause) {
      status = 'FAILED'
      error = cause instanceof Error ? cause.message.slice(0, 500) : 'unknown error'
      deps.log.error({ err: cause, kind }, 'account mail failed')
    }
  } else {
    deps.log.warn({ to, subject: texts.subject, text }, 'no SMTP configured: the account mail is only in this log')
  }
  const kept = vars.link ? text.replace(vars.link, '[odkaz / link]') : text
  await deps.db.insert(accountMail).values({ id: newId(), to, subject: texts.subject, text: kept, status, error })
  return status
}

/** A link of the web app carrying a token in its fragment (never sent to a server, never in a Referer). */
export function tokenLink(publicUrl: string, page: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/${page}#token=${token}`
}
