import {
  GUEST_MAIL_PLACEHOLDERS,
  GuestLanguage,
  GuestMailKind,
  type GuestMailSettings,
  type GuestMailsView,
  type GuestMailTemplate,
} from '@innkeep/contract'

// Factories for the guest e-mails page's tests (tests only).

/** Every mail sent, two days before arrival and one after departure at 9:00, unless told. */
export function mailSettings(over: Partial<GuestMailSettings> = {}): GuestMailSettings {
  return {
    disabled: [],
    preArrivalDays: 2,
    afterStayDays: 1,
    sendHour: 9,
    reviewUrl: 'https://g.page/r/u-lipy/review',
    directions: 'Parkujte ve dvoře za domem.',
    checkInFrom: '14:00',
    checkOutUntil: '10:00',
    version: 3,
    ...over,
  }
}

/** A kind's built-in text in a language (`Subject KIND lang` / `Body KIND lang {{guestName}}`), unless told. */
export function mailTemplate(
  over: Partial<GuestMailTemplate> & Pick<GuestMailTemplate, 'kind' | 'language'>,
): GuestMailTemplate {
  return {
    subject: `{{houseName}}: ${over.kind} ${over.language}`,
    body: `Dobrý den, {{guestName}},\n${over.kind} ${over.language}`,
    custom: false,
    ...over,
  }
}

/** The page's view: every kind in cs, en and de, with `own` texts in place of the built-in ones. */
export function mailsView({
  settings,
  own = [],
}: {
  settings?: Partial<GuestMailSettings>
  own?: GuestMailTemplate[]
} = {}): GuestMailsView {
  const templates = GuestMailKind.options.flatMap((kind) =>
    GuestLanguage.options.map(
      (language) =>
        own.find((item) => item.kind === kind && item.language === language) ?? mailTemplate({ kind, language }),
    ),
  )
  return { settings: mailSettings(settings), templates, placeholders: [...GUEST_MAIL_PLACEHOLDERS] }
}
