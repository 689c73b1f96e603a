import type { Role } from '@innkeep/contract'
import type { Language } from '../../i18n/language.ts'
import { ROLE_NAMES } from '../../i18n/role-names.ts'

export interface InvitationMailFacts {
  company: string
  role: Role
  inviter: string
  link: string
  /** The last day the link works, formatted for the language. */
  validUntil: string
}

const TEXT: Record<Language, (f: InvitationMailFacts, role: string) => { subject: string; lines: string[] }> = {
  cs: (f, role) => ({
    subject: `Pozvánka do firmy ${f.company} v Innkeep`,
    lines: [
      'Dobrý den,',
      '',
      `${f.inviter} Vás zve do firmy ${f.company} v Innkeep s rolí ${role}.`,
      '',
      'Pozvánku přijmete na této adrese (přihlaste se, nebo si založte účet):',
      f.link,
      '',
      `Odkaz platí do ${f.validUntil}. Pokud pozvánku nečekáte, e-mail můžete ignorovat.`,
    ],
  }),
  en: (f, role) => ({
    subject: `Invitation to ${f.company} in Innkeep`,
    lines: [
      'Hello,',
      '',
      `${f.inviter} invites you to join ${f.company} in Innkeep as ${role}.`,
      '',
      'Accept the invitation here (sign in, or create an account):',
      f.link,
      '',
      `The link works until ${f.validUntil}. If you did not expect this invitation, you can ignore this e-mail.`,
    ],
  }),
}

/** The invitation e-mail in the inviter's language: who invites, where to, as what, the link and until when. */
export function invitationMail(language: Language, facts: InvitationMailFacts): { subject: string; text: string } {
  const { subject, lines } = TEXT[language](facts, ROLE_NAMES[language][facts.role])
  return { subject, text: [...lines, '', facts.company].join('\n') }
}
