import type { GuestLanguage } from './language.ts'
import { type MessageCode, translate } from './messages.ts'

// German for what a guest can be told (issue 29): the answers of the public routes (booking page,
// guest page, guests' downloads) and the request checks before them. The staff app has no German, so
// a code without a text here is answered in English.

const de: Partial<Record<MessageCode, string>> = {
  'validation.required': 'Bitte füllen Sie dieses Feld aus.',
  'validation.idempotencyKey':
    'Der Wiederholungsschlüssel (Idempotency-Key) muss 8–100 Buchstaben, Ziffern, - oder _ enthalten.',
  'validation.idempotencyKeyReused':
    'Dieser Wiederholungsschlüssel (Idempotency-Key) gehört bereits zu einer anderen Änderung. Jede Änderung braucht ihren eigenen Schlüssel.',
  'validation.invalidType': 'Der Wert hat den falschen Typ.',
  'validation.tooShort': 'Geben Sie mindestens {min} Zeichen ein.',
  'validation.tooLong': 'Geben Sie höchstens {max} Zeichen ein.',
  'validation.tooSmall': 'Der Wert muss mindestens {min} betragen.',
  'validation.tooBig': 'Der Wert darf höchstens {max} betragen.',
  'validation.invalidFormat': 'Der Wert hat nicht das richtige Format.',
  'validation.email': 'Geben Sie eine gültige E-Mail-Adresse ein.',
  'validation.uuid': 'Ungültige Kennung.',
  'validation.date': 'Geben Sie das Datum im Format JJJJ-MM-TT ein.',
  'validation.dateRange': 'Geben Sie ein Datum zwischen {min} und {max} ein.',
  'validation.invalidOption': 'Wählen Sie eine der Möglichkeiten: {options}.',
  'validation.invalid': 'Ungültiger Wert.',
  'validation.outOfRange':
    'Ein Wert liegt außerhalb des Bereichs, der gespeichert werden kann. Prüfen Sie die Daten und Zahlen.',
  'validation.invalidCharacters': 'Der Text enthält unzulässige Steuerzeichen.',
  'validation.invalidJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'validation.emptyBody': 'Die Anfrage enthält keine Daten.',
  'error.badRequest': 'Die Anfrage ist ungültig.',
  'error.busy': 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
  'error.forbidden': 'Dazu sind Sie nicht berechtigt.',
  'error.internal': 'Auf dem Server ist ein Fehler aufgetreten. Code für den Support: {requestId}.',
  'error.notFound': 'Diese Adresse gibt es nicht.',
  'error.notImplemented': 'Dieser Teil von Innkeep ist noch nicht fertig.',
  'error.timeout': 'Die Anfrage ist nicht rechtzeitig vollständig angekommen.',
  'error.tooLarge': 'Die Anfrage ist zu groß.',
  'error.tooManyRequests': 'Zu viele Anfragen. Bitte versuchen Sie es gleich noch einmal.',
  'error.unauthorized': 'Bitte melden Sie sich an.',
  'error.unsupportedMedia': 'Nicht unterstützter Inhaltstyp.',
  'booking.consentRequired': 'Für die Buchung benötigen wir Ihre Zustimmung zur Verarbeitung Ihrer Daten.',
  'booking.extraNotOffered':
    'Eine gewählte Zusatzleistung wird nicht mehr angeboten. Bitte prüfen Sie Ihre Auswahl an Zusatzleistungen.',
  'booking.extraTwice': 'Jede Zusatzleistung kann nur einmal gewählt werden.',
  'booking.idempotencyMismatch': 'Diese Anfrage wurde bereits mit anderen Angaben gesendet. Laden Sie die Seite neu.',
  'booking.inThePast': 'Die Anreise kann nicht in der Vergangenheit liegen.',
  'booking.roomTwice': 'Jedes Zimmer kann nur einmal gewählt werden.',
  'booking.taken':
    'Dieses Zimmer wurde gerade von jemand anderem gebucht. Bitte wählen Sie eines der anderen Angebote.',
  'guest.unknownCountry': 'Unbekanntes Land. Wählen Sie eines aus der Liste.',
  'guest.birthDateInvalid': 'Dieses Datum gibt es nicht. Geben Sie das Geburtsdatum als JJJJ-MM-TT ein.',
  'guest.birthDateTooEarly': 'Das Geburtsdatum kann nicht vor 1900 liegen.',
  'guest.birthDateFuture': 'Das Geburtsdatum kann nicht in der Zukunft liegen.',
  'guest.documentTypeRequired':
    'Wählen Sie die Art des Ausweisdokuments eines ausländischen Gastes (die Polizei verlangt sie).',
  'guest.documentNumberRequired':
    'Geben Sie die Ausweisnummer eines ausländischen Gastes an (die Polizei verlangt sie).',
  'guestInfo.locked':
    'Die Gästedaten können nicht mehr geändert werden: Der Aufenthalt hat begonnen. Bitte wenden Sie sich an die Rezeption.',
  'guestInfo.roomNotFound': 'Dieses Zimmer gehört nicht zu Ihrer Buchung.',
  'resources.notFound': 'Wählen Sie ein bestehendes Zimmer oder einen bestehenden Stellplatz.',
  'reservation.clash': 'Das Zimmer ist zu diesen Terminen bereits belegt.',
  'reservation.roomTwice': 'Dieses Zimmer ist für diese Nächte bereits in der Buchung.',
  'reservation.closed': 'Eine stornierte oder beendete Buchung kann nicht mehr geändert werden.',
  'stay.overCapacity': 'Das Zimmer bietet höchstens {capacity} Gästen Platz.',
  'stay.noGuests': 'Geben Sie mindestens einen Gast an.',
  'stay.tillNotAfterSince': 'Die Abreise muss nach der Anreise liegen.',
  'stay.tooLong': 'Ein Aufenthalt kann höchstens {max} Nächte dauern.',
  'stay.minNights': 'Bei Anreise am {date} beträgt der Mindestaufenthalt {nights}.',
  'stay.maxNights': 'Bei Anreise am {date} beträgt der Höchstaufenthalt {nights}.',
  'stay.closedToArrival': 'Eine Anreise am {date} ist nicht möglich. Wählen Sie einen anderen Anreisetag.',
  'stay.closedToDeparture': 'Eine Abreise am {date} ist nicht möglich. Wählen Sie einen anderen Abreisetag.',
  'pricing.noPrice': 'Für dieses Zimmer oder diesen Stellplatz ist kein Preis hinterlegt.',
}

/**
 * A message in the language a guest reads: German where this file has the code's text (English
 * otherwise), cs and en as the staff catalogues have them.
 */
export function translateForGuest(
  language: GuestLanguage,
  code: MessageCode,
  params: Record<string, string | number> = {},
): string {
  const template = language === 'de' ? de[code] : undefined
  if (template === undefined) return translate(language === 'de' ? 'en' : language, code, params)
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}

/** The codes with a German text, for the test that keeps their placeholders those of the staff catalogues. */
export function germanCodes(): MessageCode[] {
  return Object.keys(de) as MessageCode[]
}
