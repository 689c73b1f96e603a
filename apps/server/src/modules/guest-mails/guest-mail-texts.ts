import type { GuestLanguage, GuestMailKind } from '@innkeep/contract'

/** A guest e-mail's text with `{{placeholders}}` (contract GUEST_MAIL_PLACEHOLDERS). */
export interface MailTemplate {
  subject: string
  body: string
}

// The built-in texts: what a guest gets until the owner writes their own. Lines that only carry a
// placeholder vanish when it is empty (no payment, no directions, no review link).

const cs: Record<GuestMailKind, MailTemplate> = {
  BOOKING_RECEIVED: {
    subject: '{{houseName}}: rezervace {{code}} přijata',
    body: `Dobrý den, {{guestName}},

děkujeme za rezervaci v {{houseName}}. Zkontrolujeme ji a potvrzení Vám pošleme e-mailem {{replyWithin}}.

Kód rezervace: {{code}}
Termín: {{arrival}} – {{departure}} ({{nights}})
Ubytování: {{rooms}}
Cena celkem: {{total}}
{{payment}}
{{cancellationPolicy}}

Údaje o hostech můžete vyplnit předem zde: {{guestLink}}

{{houseContact}}`,
  },
  BOOKING_CONFIRMED: {
    subject: '{{houseName}}: rezervace {{code}} je potvrzená',
    body: `Dobrý den, {{guestName}},

Vaše rezervace v {{houseName}} je potvrzená. Těšíme se na Vás.

Kód rezervace: {{code}}
Termín: {{arrival}} – {{departure}} ({{nights}})
Ubytování: {{rooms}}
Cena celkem: {{total}}
Příjezd od {{checkInFrom}}, odjezd do {{checkOutUntil}}.
{{payment}}
{{cancellationPolicy}}

Údaje o hostech prosím vyplňte předem zde (zákon je vyžaduje): {{guestLink}}

{{houseContact}}`,
  },
  PRE_ARRIVAL: {
    subject: '{{houseName}}: brzy na viděnou ({{arrival}})',
    body: `Dobrý den, {{guestName}},

těšíme se na Vás {{arrival}}. Ubytovat se můžete od {{checkInFrom}}, odjezd je do {{checkOutUntil}}.

{{directions}}

Pokud jste ještě nevyplnili údaje o hostech, uděláte to za pár minut zde: {{guestLink}}
Na recepci pak nebudete čekat.

Kód rezervace: {{code}}
{{houseContact}}`,
  },
  AFTER_STAY: {
    subject: '{{houseName}}: děkujeme za návštěvu',
    body: `Dobrý den, {{guestName}},

děkujeme, že jste u nás byli. Doufáme, že se Vám pobyt líbil a že se zase uvidíme.

{{reviewLink}}

{{houseContact}}`,
  },
  CANCELLATION: {
    subject: '{{houseName}}: rezervace {{code}} je zrušená',
    body: `Dobrý den, {{guestName}},

Vaše rezervace {{code}} ({{arrival}} – {{departure}}, {{rooms}}) je zrušená.
{{cancellationFee}}

Pokud jde o omyl, nebo chcete přijet jindy, napište nám nebo zavolejte.

{{houseContact}}`,
  },
  DEPOSIT_REMINDER: {
    subject: '{{houseName}}: záloha k rezervaci {{code}} je splatná {{depositDue}}',
    body: `Dobrý den, {{guestName}},

k Vaší rezervaci {{code}} ({{arrival}} – {{departure}}, {{rooms}}) jsme zatím neobdrželi zálohu. Je splatná {{depositDue}}; nezaplacenou rezervaci potom zrušíme, aby termín mohl využít někdo jiný.
{{payment}}

Pokud jste již platili, tento e-mail prosím berte jako bezpředmětný. Když potřebujete víc času, napište nám nebo zavolejte.

{{houseContact}}`,
  },
}

const en: Record<GuestMailKind, MailTemplate> = {
  BOOKING_RECEIVED: {
    subject: '{{houseName}}: booking {{code}} received',
    body: `Hello {{guestName}},

thank you for booking with {{houseName}}. We will check your booking and confirm it by e-mail {{replyWithin}}.

Booking code: {{code}}
Dates: {{arrival}} – {{departure}} ({{nights}})
Stay: {{rooms}}
Total: {{total}}
{{payment}}
{{cancellationPolicy}}

You can fill in the guests' details in advance here: {{guestLink}}

{{houseContact}}`,
  },
  BOOKING_CONFIRMED: {
    subject: '{{houseName}}: booking {{code}} is confirmed',
    body: `Hello {{guestName}},

your booking with {{houseName}} is confirmed. We look forward to welcoming you.

Booking code: {{code}}
Dates: {{arrival}} – {{departure}} ({{nights}})
Stay: {{rooms}}
Total: {{total}}
Check-in from {{checkInFrom}}, check-out until {{checkOutUntil}}.
{{payment}}
{{cancellationPolicy}}

Please fill in the guests' details before you arrive (required by Czech law): {{guestLink}}

{{houseContact}}`,
  },
  PRE_ARRIVAL: {
    subject: '{{houseName}}: see you soon ({{arrival}})',
    body: `Hello {{guestName}},

we look forward to welcoming you on {{arrival}}. Check-in is from {{checkInFrom}}, check-out until {{checkOutUntil}}.

{{directions}}

If you have not filled in the guests' details yet, it takes a few minutes here: {{guestLink}}
You will not have to wait at the reception then.

Booking code: {{code}}
{{houseContact}}`,
  },
  AFTER_STAY: {
    subject: '{{houseName}}: thank you for staying with us',
    body: `Hello {{guestName}},

thank you for staying with us. We hope you enjoyed it and that we will see you again.

{{reviewLink}}

{{houseContact}}`,
  },
  CANCELLATION: {
    subject: '{{houseName}}: booking {{code}} is cancelled',
    body: `Hello {{guestName}},

your booking {{code}} ({{arrival}} – {{departure}}, {{rooms}}) is cancelled.
{{cancellationFee}}

If this is a mistake, or you would like to come another time, write to us or call us.

{{houseContact}}`,
  },
  DEPOSIT_REMINDER: {
    subject: '{{houseName}}: the deposit for booking {{code}} is due {{depositDue}}',
    body: `Hello {{guestName}},

we have not yet received the deposit for your booking {{code}} ({{arrival}} – {{departure}}, {{rooms}}). It is due {{depositDue}}; after that an unpaid booking is cancelled so that someone else can have the dates.
{{payment}}

If you have paid already, please ignore this e-mail. If you need more time, write to us or call us.

{{houseContact}}`,
  },
}

const de: Record<GuestMailKind, MailTemplate> = {
  BOOKING_RECEIVED: {
    subject: '{{houseName}}: Buchung {{code}} eingegangen',
    body: `Guten Tag {{guestName}},

vielen Dank für Ihre Buchung bei {{houseName}}. Wir prüfen sie und senden Ihnen die Bestätigung per E-Mail {{replyWithin}}.

Buchungsnummer: {{code}}
Reisezeitraum: {{arrival}} – {{departure}} ({{nights}})
Unterkunft: {{rooms}}
Gesamtpreis: {{total}}
{{payment}}
{{cancellationPolicy}}

Die Gästedaten können Sie schon vorab hier eintragen (Online-Check-in): {{guestLink}}

{{houseContact}}`,
  },
  BOOKING_CONFIRMED: {
    subject: '{{houseName}}: Buchung {{code}} ist bestätigt',
    body: `Guten Tag {{guestName}},

Ihre Buchung bei {{houseName}} ist bestätigt. Wir freuen uns auf Sie.

Buchungsnummer: {{code}}
Reisezeitraum: {{arrival}} – {{departure}} ({{nights}})
Unterkunft: {{rooms}}
Gesamtpreis: {{total}}
Anreise ab {{checkInFrom}}, Abreise bis {{checkOutUntil}}.
{{payment}}
{{cancellationPolicy}}

Bitte tragen Sie die Gästedaten vor der Anreise hier ein (Online-Check-in, in Tschechien gesetzlich vorgeschrieben): {{guestLink}}

{{houseContact}}`,
  },
  PRE_ARRIVAL: {
    subject: '{{houseName}}: bis bald ({{arrival}})',
    body: `Guten Tag {{guestName}},

wir freuen uns auf Ihre Anreise am {{arrival}}. Check-in ist ab {{checkInFrom}}, Check-out bis {{checkOutUntil}}.

{{directions}}

Falls Sie die Gästedaten noch nicht eingetragen haben, dauert es hier nur wenige Minuten: {{guestLink}}
Dann müssen Sie an der Rezeption nicht warten.

Buchungsnummer: {{code}}
{{houseContact}}`,
  },
  AFTER_STAY: {
    subject: '{{houseName}}: vielen Dank für Ihren Besuch',
    body: `Guten Tag {{guestName}},

vielen Dank, dass Sie bei uns waren. Wir hoffen, Ihr Aufenthalt hat Ihnen gefallen, und würden uns freuen, Sie wiederzusehen.

{{reviewLink}}

{{houseContact}}`,
  },
  CANCELLATION: {
    subject: '{{houseName}}: Buchung {{code}} ist storniert',
    body: `Guten Tag {{guestName}},

Ihre Buchung {{code}} ({{arrival}} – {{departure}}, {{rooms}}) ist storniert.
{{cancellationFee}}

Falls es sich um einen Irrtum handelt oder Sie zu einem anderen Termin kommen möchten, schreiben Sie uns oder rufen Sie uns an.

{{houseContact}}`,
  },
  DEPOSIT_REMINDER: {
    subject: '{{houseName}}: Anzahlung für Buchung {{code}} fällig am {{depositDue}}',
    body: `Guten Tag {{guestName}},

für Ihre Buchung {{code}} ({{arrival}} – {{departure}}, {{rooms}}) haben wir die Anzahlung noch nicht erhalten. Sie ist am {{depositDue}} fällig; danach wird eine unbezahlte Buchung storniert, damit andere Gäste den Termin buchen können.
{{payment}}

Falls Sie bereits bezahlt haben, betrachten Sie diese E-Mail bitte als gegenstandslos. Wenn Sie mehr Zeit brauchen, schreiben Sie uns oder rufen Sie uns an.

{{houseContact}}`,
  },
}

export const BUILT_IN: Record<GuestLanguage, Record<GuestMailKind, MailTemplate>> = { cs, en, de }

/** Words the placeholders are filled with, per guest language. */
export const WORDS: Record<
  GuestLanguage,
  {
    review: string
    deposit: string
    toPay: string
    account: string
    symbol: string
    qr: string
    /** A stay in crowns paid from a euro account: `{amount}` to `{iban}` at `{rate}` (rateCnb or rateOwn). */
    euro: string
    rateCnb: string
    rateOwn: string
    /** A late cancel's fee: `{amount}`. */
    cancellationFee: string
    phone: string
    email: string
    /** How soon the house answers: `{hours}`. */
    replyWithin: string
    /** The cancellation policy: free until `{date}`, then `{fee}` %, from arrival `{noShow}` %. */
    policy: string
    /** A policy that charges nothing before arrival. */
    policyFree: string
  }
> = {
  cs: {
    review: 'Budeme rádi, když nám napíšete hodnocení: {link}',
    deposit: 'Záloha k úhradě',
    toPay: 'K úhradě',
    account: 'Účet (IBAN)',
    symbol: 'Variabilní symbol',
    qr: 'Zaplatit můžete i QR kódem v příloze (QR Platba).',
    euro: 'Z účtu v eurech: {amount} na IBAN {iban} ({rate}); evropským bankám slouží QR kód EPC v příloze.',
    rateCnb: 'kurz ČNB {rate} Kč/€ ze dne {date}',
    rateOwn: 'kurz {rate} Kč/€',
    cancellationFee: 'Podle storno podmínek účtujeme storno poplatek {amount} (zaplacenou zálohu na něj započteme).',
    phone: 'Telefon',
    email: 'E-mail',
    replyWithin: 'do {hours} hodin',
    policy:
      'Storno podmínky: zrušení zdarma do {date}, potom poplatek {fee} % ceny pobytu; při zrušení v den příjezdu nebo nepříjezdu {noShow} %.',
    policyFree:
      'Storno podmínky: zrušení zdarma kdykoli před příjezdem; v den příjezdu nebo při nepříjezdu {noShow} % ceny pobytu.',
  },
  en: {
    review: 'We would be glad if you left us a review: {link}',
    deposit: 'Deposit to pay',
    toPay: 'To pay',
    account: 'Account (IBAN)',
    symbol: 'Variable symbol',
    qr: 'Czech banking apps can pay it with the attached QR code.',
    euro: 'From a euro account: {amount} to IBAN {iban} ({rate}); European banking apps can pay it with the attached EPC QR code.',
    rateCnb: 'Czech National Bank rate {rate} CZK/€ of {date}',
    rateOwn: 'rate {rate} CZK/€',
    cancellationFee:
      'Under the cancellation policy we charge a cancellation fee of {amount} (any deposit paid counts towards it).',
    phone: 'Phone',
    email: 'E-mail',
    replyWithin: 'within {hours} hours',
    policy:
      'Cancellation policy: free of charge until {date}, then a fee of {fee} % of the stay; cancelled on the arrival day or a no-show {noShow} %.',
    policyFree:
      'Cancellation policy: free of charge any time before arrival; on the arrival day or a no-show {noShow} % of the stay.',
  },
  de: {
    review: 'Über eine Bewertung würden wir uns sehr freuen: {link}',
    deposit: 'Anzahlung',
    toPay: 'Zu zahlen',
    account: 'Konto (IBAN)',
    symbol: 'Variabelsymbol (Verwendungszweck)',
    qr: 'Tschechische Banking-Apps können mit dem QR-Code im Anhang zahlen.',
    euro: 'Von einem Euro-Konto: {amount} an IBAN {iban} ({rate}); europäische Banking-Apps zahlen mit dem EPC-QR-Code im Anhang.',
    rateCnb: 'Kurs der Tschechischen Nationalbank {rate} CZK/€ vom {date}',
    rateOwn: 'Kurs {rate} CZK/€',
    cancellationFee:
      'Gemäß den Stornobedingungen berechnen wir eine Stornogebühr von {amount} (eine gezahlte Anzahlung wird angerechnet).',
    phone: 'Telefon',
    email: 'E-Mail',
    replyWithin: 'innerhalb von {hours} Stunden',
    policy:
      'Stornobedingungen: kostenlos bis {date}, danach {fee} % des Aufenthaltspreises; bei Stornierung am Anreisetag oder Nichtanreise {noShow} %.',
    policyFree:
      'Stornobedingungen: kostenlos jederzeit vor der Anreise; am Anreisetag oder bei Nichtanreise {noShow} % des Aufenthaltspreises.',
  },
}
