import { type Message, PublicBooking, type PublicHouse } from '@innkeep/contract'
import { Anchor, Button, Checkbox, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { type ReactNode, useMemo, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { PrivacyNotice } from './privacy-notice.tsx'

export interface ContactValues {
  contact: { name: string; email: string; phone: string }
  note: string
  consent: boolean
}

export const EMPTY_CONTACT: ContactValues = { contact: { name: '', email: '', phone: '' }, note: '', consent: false }

/** The contract's rules for the contact, the note and the consent; the consent says what to do in the UI language. */
export function contactSchema(t: TFunction) {
  return z.object({
    contact: PublicBooking.shape.contact,
    note: PublicBooking.shape.note,
    consent: z.boolean().refine((v) => v, t('booking.form.consentRequired')),
  })
}

export type ContactOutput = z.output<ReturnType<typeof contactSchema>>

export interface BookingFormProps {
  onBook: (values: ContactOutput, server: { validation: (messages: Message[]) => void }) => Promise<void>
  pending: boolean
  /** Nothing to book yet (no room chosen). */
  disabled: boolean
  /** Why it is disabled, when not for want of the dates and a room (a further room not chosen yet). */
  disabledHint?: string
  /** Shown right above the submit button (a room taken meanwhile, a failed connection). */
  above?: ReactNode
  /** The host, for the privacy notice the consent links to. */
  house: PublicHouse
}

/**
 * Contact, note and consent (its label links to the privacy notice, a dialog over the form, which keeps
 * what was typed); the server's VALIDATION messages land on these fields, the rest above the button.
 * The booking page loads this module after its first screen: it brings Zod and the form library.
 */
export function BookingForm({ onBook, pending, disabled, disabledHint, above, house }: BookingFormProps) {
  const { t } = useTranslation()
  const [privacy, setPrivacy] = useState(false)
  const schema = useMemo(() => contactSchema(t), [t])
  const form = useForm<ContactValues, unknown, ContactOutput>({
    resolver: localizedResolver<typeof schema, ContactValues>(schema),
    defaultValues: EMPTY_CONTACT,
  })
  const server = useServerMessages(form)
  const errors = form.formState.errors
  const submit = form.handleSubmit(async (values) => {
    server.clear()
    await onBook(values, { validation: server.validation })
  })
  return (
    <form onSubmit={submit} noValidate aria-label={t('booking.form.title')}>
      <Stack gap="sm">
        <TextInput
          label={t('booking.form.name')}
          autoComplete="name"
          {...requiredField}
          error={errors.contact?.name?.message}
          {...form.register('contact.name')}
        />
        <TextInput
          label={t('booking.form.email')}
          description={t('booking.form.emailHint')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...requiredField}
          error={errors.contact?.email?.message}
          {...form.register('contact.email')}
        />
        <TextInput
          label={t('booking.form.phone')}
          description={t('booking.form.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+420 777 123 456"
          error={errors.contact?.phone?.message}
          {...form.register('contact.phone')}
        />
        <Textarea
          label={t('booking.form.note')}
          description={t('booking.form.noteHint')}
          autosize
          minRows={2}
          maxRows={6}
          error={errors.note?.message}
          {...form.register('note')}
        />
        <Controller
          control={form.control}
          name="consent"
          render={({ field, fieldState }) => (
            <Checkbox
              size="md"
              py={4}
              label={
                <>
                  {t('booking.form.consent')}{' '}
                  <Anchor
                    href="#privacy-notice"
                    inherit
                    data-testid="privacy-link"
                    onClick={(event) => {
                      // a link in the label: it opens the notice and leaves the box as it was
                      event.preventDefault()
                      event.stopPropagation()
                      setPrivacy(true)
                    }}
                  >
                    {t('booking.privacy.link')}
                  </Anchor>
                </>
              }
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              data-testid="booking-consent"
            />
          )}
        />
        <FormAlert messages={server.formMessages} />
        {above}
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={pending}
          disabled={disabled}
          leftSection={<IconSend size={18} />}
        >
          {t('booking.form.submit')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {disabled ? (disabledHint ?? t('booking.form.chooseRoomFirst')) : t('booking.form.submitHint')}
        </Text>
      </Stack>
      <PrivacyNotice house={house} opened={privacy} onClose={() => setPrivacy(false)} />
    </form>
  )
}
