import {
  createIdentity,
  getIdentity,
  hasIdentity,
  info,
  lovPaymentType,
  PaymentMethod,
  saveName,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../i18n/language.ts'
import { translate } from '../../i18n/messages.ts'
import * as identities from './identity.service.ts'

export function identityRoutes(deps: { db: Db; version: string }) {
  return [
    route(info, async () => ({
      product: 'Innkeep',
      version: deps.version,
      serverTime: new Date().toISOString(),
      languages: [...LANGUAGES],
      defaultLanguage: DEFAULT_LANGUAGE,
    })),
    route(hasIdentity, async ({ principal }) => {
      const person = identities.asPerson(principal)
      return {
        hasIdentity: person.identity !== null,
        loginState: person.identity ? ('FULL_IDENTITY' as const) : ('NO_IDENTITY' as const),
      }
    }),
    route(getIdentity, async ({ principal }) => identities.identityState(deps.db, principal)),
    route(createIdentity, async ({ principal, body }) => identities.createIdentity(deps.db, principal, body.fullName)),
    route(saveName, async ({ principal, body }) => identities.saveName(deps.db, principal, body.fullName)),
    route(lovPaymentType, async ({ language }) =>
      PaymentMethod.options.map((code) => ({ code, label: translate(language, `paymentMethod.${code}`) })),
    ),
  ]
}
