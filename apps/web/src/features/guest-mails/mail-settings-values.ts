import { GuestMailKind, type GuestMailSettings, GuestMailSettingsInput, GuestMailsView } from '@innkeep/contract'
import type { Resolver } from 'react-hook-form'
import { z } from 'zod'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { i18n } from '../../i18n/instance.ts'

/** The settings as the form holds them: a switch per kind (on = sent) instead of the list of those not sent. */
export interface MailSettingsValues {
  sent: Record<GuestMailKind, boolean>
  preArrivalDays: number
  afterStayDays: number
  sendHour: number
  reviewUrl: string
  directions: string
  checkInFrom: string
  checkOutUntil: string
}

const sentShape = Object.fromEntries(GuestMailKind.options.map((kind) => [kind, z.boolean()])) as Record<
  GuestMailKind,
  z.ZodBoolean
>

/** The contract's rules for each field; the switches become `disabled` again, in the kinds' order. */
export const MailSettingsForm = GuestMailSettingsInput.omit({ version: true, disabled: true })
  .extend({ sent: z.object(sentShape) })
  .transform(({ sent, ...rest }) => ({
    ...rest,
    disabled: GuestMailKind.options.filter((kind) => !sent[kind]),
  }))

/** A save and a CONFLICT answer the whole view: the form takes its settings. */
export const SettingsOfView = GuestMailsView.transform((view) => view.settings)

export function mailSettingsToForm(settings: GuestMailSettings): MailSettingsValues {
  const { disabled, version: _, ...rest } = settings
  const sent = Object.fromEntries(GuestMailKind.options.map((kind) => [kind, !disabled.includes(kind)])) as Record<
    GuestMailKind,
    boolean
  >
  return { ...rest, sent }
}

// The contract's codes of these fields have no text in the shared `messages` section yet (the guest
// catalogues must carry every key there in German too): this page says them from its own section.
const OWN_TEXTS: Record<string, string> = {
  'validation.time': 'guestMails.settings.timeInvalid',
  'guestMails.reviewUrl': 'guestMails.settings.reviewUrlInvalid',
}

/** The contract's rules in the UI language. */
export function mailSettingsResolver(): Resolver<MailSettingsValues, unknown, z.output<typeof MailSettingsForm>> {
  const base = localizedResolver<typeof MailSettingsForm, MailSettingsValues>(MailSettingsForm)
  return async (values, context, options) => {
    const result = await base(values, context, options)
    for (const error of Object.values(result.errors)) {
      const own = typeof error?.message === 'string' ? OWN_TEXTS[error.message] : undefined
      if (error && own) error.message = i18n.t(own)
    }
    return result
  }
}
