import type { Language } from './language.ts'

const cs = {
  'validation.required': 'Vyplňte toto pole.',
  'validation.invalidType': 'Hodnota má nesprávný typ.',
  'validation.tooShort': 'Minimální počet znaků: {min}.',
  'validation.tooLong': 'Maximální počet znaků: {max}.',
  'validation.tooSmall': 'Hodnota musí být alespoň {min}.',
  'validation.tooBig': 'Hodnota může být nejvýše {max}.',
  'validation.invalidFormat': 'Hodnota nemá správný tvar.',
  'validation.email': 'Zadejte platnou e-mailovou adresu.',
  'validation.uuid': 'Neplatný identifikátor.',
  'validation.date': 'Zadejte datum ve tvaru RRRR-MM-DD.',
  'validation.invalidOption': 'Zvolte jednu z možností: {options}.',
  'validation.invalid': 'Neplatná hodnota.',
  'validation.invalidCharacters': 'Text obsahuje nepovolené řídicí znaky.',
  'validation.invalidJson': 'Tělo požadavku není platný JSON.',
  'validation.emptyBody': 'Požadavek neobsahuje žádná data.',
  'auth.emailTaken': 'Účet s tímto e-mailem už existuje. Přihlaste se.',
  'auth.invalidCredentials': 'Nesprávný e-mail nebo heslo.',
  'auth.tooManyAttempts': 'Příliš mnoho pokusů o přihlášení. Zkuste to za minutu znovu.',
  'identity.required': 'Nejdříve doplňte své jméno.',
  'identity.notFound': 'Identita neexistuje.',
  'workspace.slugTaken': 'Tuto adresu už používá jiná firma. Zvolte jinou.',
  'workspace.slugReserved': 'Tato adresa je vyhrazená. Zvolte jinou.',
  'workspace.stale': 'Údaje firmy mezitím změnil někdo jiný. Načetli jsme aktuální stav.',
  'ico.checksum': 'IČO není platné (nesedí kontrolní číslice).',
  'ico.format': 'IČO má 8 číslic.',
  'dic.format': 'DIČ má tvar CZ12345678.',
  'validation.timeZone': 'Neznámé časové pásmo.',
  'ares.unavailable': 'Registr ARES teď neodpovídá. Vyplňte údaje ručně nebo to zkuste později.',
  'members.lastOwner': 'Firma musí mít alespoň jednoho vlastníka.',
  'members.alreadyMember': 'Tato osoba už je členem firmy.',
  'members.alreadyInvited': 'Tato osoba už pozvánku má.',
  'invitation.invalid': 'Pozvánka neplatí nebo už byla použita.',
  'resources.stale': 'Záznam mezitím změnil někdo jiný. Načetli jsme aktuální stav.',
  'resources.groupNotFound': 'Zvolte existující skupinu.',
  'resources.vehicleTypesRequired': 'Zvolte, jaká vozidla místo přijímá.',
  'resources.duplicateIds': 'Každá položka smí být v pořadí jen jednou.',
  'error.notImplemented': 'Tato část Innkeep zatím není hotová.',
  'error.unauthorized': 'Přihlaste se prosím.',
  'error.forbidden': 'K této akci nemáte oprávnění.',
  'error.internal': 'Na serveru nastala chyba. Kód pro podporu: {requestId}.',
  'error.tooLarge': 'Požadavek je příliš velký.',
  'error.unsupportedMedia': 'Nepodporovaný typ obsahu.',
  'error.notFound': 'Adresa neexistuje.',
  'paymentMethod.bank': 'Bankovní převod',
  'paymentMethod.cash': 'Hotově',
  'paymentMethod.code': 'QR platba',
  'paymentMethod.paypal': 'PayPal',
  'paymentMethod.card': 'Kartou',
} as const

export type MessageCode = keyof typeof cs

const en: Record<MessageCode, string> = {
  'validation.required': 'Fill in this field.',
  'validation.invalidType': 'The value has the wrong type.',
  'validation.tooShort': 'Enter at least {min} characters.',
  'validation.tooLong': 'Enter at most {max} characters.',
  'validation.tooSmall': 'The value must be at least {min}.',
  'validation.tooBig': 'The value must be at most {max}.',
  'validation.invalidFormat': 'The value is not in the right format.',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.uuid': 'Invalid identifier.',
  'validation.date': 'Enter a date as YYYY-MM-DD.',
  'validation.invalidOption': 'Choose one of: {options}.',
  'validation.invalid': 'Invalid value.',
  'validation.invalidCharacters': 'The text contains control characters that are not allowed.',
  'validation.invalidJson': 'The request body is not valid JSON.',
  'validation.emptyBody': 'The request has no data.',
  'auth.emailTaken': 'An account with this e-mail already exists. Sign in instead.',
  'auth.invalidCredentials': 'Wrong e-mail or password.',
  'auth.tooManyAttempts': 'Too many sign-in attempts. Try again in a minute.',
  'identity.required': 'Fill in your name first.',
  'identity.notFound': 'The identity does not exist.',
  'workspace.slugTaken': 'Another company uses this address. Choose another.',
  'workspace.slugReserved': 'This address is reserved. Choose another.',
  'workspace.stale': 'Someone else changed the company meanwhile. We loaded the current state.',
  'ico.checksum': 'The company ID (ICO) is not valid (check digit mismatch).',
  'ico.format': 'The company ID (ICO) has 8 digits.',
  'dic.format': 'The VAT ID looks like CZ12345678.',
  'validation.timeZone': 'Unknown time zone.',
  'ares.unavailable': 'The ARES register does not answer now. Fill in the details by hand or try later.',
  'members.lastOwner': 'The company must keep at least one owner.',
  'members.alreadyMember': 'This person is already a member.',
  'members.alreadyInvited': 'This person has already been invited.',
  'invitation.invalid': 'The invitation is not valid or was already used.',
  'resources.stale': 'Someone else changed this meanwhile. We loaded the current state.',
  'resources.groupNotFound': 'Choose an existing group.',
  'resources.vehicleTypesRequired': 'Choose which vehicles the place takes.',
  'resources.duplicateIds': 'Each item may appear in the order only once.',
  'error.notImplemented': 'This part of Innkeep is not built yet.',
  'error.unauthorized': 'Please sign in.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.internal': 'The server failed. Support code: {requestId}.',
  'error.tooLarge': 'The request is too large.',
  'error.unsupportedMedia': 'Unsupported content type.',
  'error.notFound': 'No such address.',
  'paymentMethod.bank': 'Bank transfer',
  'paymentMethod.cash': 'Cash',
  'paymentMethod.code': 'QR payment',
  'paymentMethod.paypal': 'PayPal',
  'paymentMethod.card': 'Card',
}

const catalogues: Record<Language, Record<MessageCode, string>> = { cs, en }

export function translate(language: Language, code: MessageCode, params: Record<string, string | number> = {}): string {
  const template = catalogues[language][code]
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && code in cs
}

export function catalogue(language: Language): Record<MessageCode, string> {
  return catalogues[language]
}
