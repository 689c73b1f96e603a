import type { Reservation } from '@innkeep/contract'
import { Alert, Button, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPlus } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ClashNotice } from '../../components/clash-notice.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { FrontDeskConfirm } from '../../components/front-desk-confirm.tsx'
import {
  type BookingFormValues,
  type BookingOutput,
  BookingSchema,
  bookingCall,
  MAX_ROOMS,
  type NewReservationInitial,
  newBookingValues,
  stayLine,
} from './booking-form-values.ts'
import { BookingTotal } from './booking-total.tsx'
import { ContactFields } from './contact-fields.tsx'
import { GuestMailFields } from './guest-mail-fields.tsx'
import { SourceSelect } from './source-select.tsx'
import { StayLine } from './stay-line.tsx'
import { useCreateBooking } from './use-create-booking.ts'
import { useResourceOptions } from './use-resource-options.ts'

export type { NewReservationInitial }

interface Props {
  initial: NewReservationInitial | null
  onClose: () => void
  onCreated?: (reservation: Reservation) => void
}

/**
 * A new reservation, prefilled from the timeline, reception or a booking it joins, with the price as
 * the form changes. "Přidat pokoj" books more rooms for the same party at once (one account).
 */
export function NewReservationDialog({ initial, onClose, onCreated }: Props) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const form = useForm<BookingFormValues, unknown, BookingOutput>({
    resolver: localizedResolver<typeof BookingSchema, BookingFormValues>(BookingSchema),
    defaultValues: newBookingValues({}),
  })
  const lines = useFieldArray({ control: form.control, name: 'stays' })
  const count = lines.fields.length
  const server = useServerMessages(
    form,
    lines.fields.map((_, i) => `stays.${i}.guests`),
  )
  const join = initial?.join
  const booking = useCreateBooking({
    onValidation: server.validation,
    onCreated: (reservations) => {
      const [first] = reservations
      if (!first) return
      const codes = reservations.map((r) => r.code).join(', ')
      const message = join
        ? t('newReservation.joined', { code: first.code, booking: join.code })
        : reservations.length > 1
          ? t('newReservation.createdGroup', { codes })
          : t('newReservation.created', { code: first.code })
      notifications.show({ color: 'green', message })
      onCreated?.(first)
      onClose()
    },
  })
  const clearClash = booking.clear
  // read when the dialog opens, not a reason to prefill it again
  const options = useResourceOptions()
  const capacityOf = useRef(options.capacityOf)
  capacityOf.current = options.capacityOf

  useEffect(() => {
    if (!initial) return
    form.reset(newBookingValues(initial, capacityOf.current))
    server.clear()
    clearClash()
  }, [initial, form.reset, server.clear, clearClash])

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    await booking.book(bookingCall(values, join?.reservationId))
  })
  const addLine = () => {
    const [first] = form.getValues('stays')
    lines.append(stayLine({ since: first?.since ?? '', till: first?.till ?? '' }), {
      focusName: `stays.${count}.resourceId`,
    })
  }
  const listError = form.formState.errors.stays?.message ?? form.formState.errors.stays?.root?.message
  const roomFirst = !initial?.resourceId && !initial?.rooms?.length

  return (
    <>
      {/* the stay breaks the price list's rules: book it anyway, or go back to the form as it was */}
      <FrontDeskConfirm
        asked={booking.asked}
        slug={slugs}
        busy={booking.isPending}
        onClose={booking.dismissAsked}
        onConfirm={() => void booking.confirmAsked()}
      />
      <FormDialog
        opened={initial !== null}
        // Esc reaches both dialogs: it closes the question only
        onClose={booking.asked ? booking.dismissAsked : onClose}
        title={join ? t('newReservation.joinTitle', { code: join.code }) : t('newReservation.title')}
        size="xl"
        form={form}
        onSubmit={submit}
        loading={booking.isPending}
        submitLabel={join ? t('newReservation.joinCreate') : t('newReservation.create')}
        divided
      >
        {join ? (
          <Alert color="blue" variant="light" p="xs">
            {t('newReservation.joinLead', { code: join.code })}
          </Alert>
        ) : null}
        {booking.clash ? (
          <ClashNotice
            clash={booking.clash.entity}
            holder={booking.clash.holder}
            messages={booking.clash.messages}
            overbooking={booking.isPending}
            onOverbook={() => void booking.overbook()}
          />
        ) : null}
        <FormAlert messages={server.formMessages} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            {lines.fields.map((line, index) => (
              <StayLine
                key={line.id}
                index={index}
                count={count}
                autoFocus={index === 0 && roomFirst}
                onRemove={() => lines.remove(index)}
              />
            ))}
            {listError ? (
              <Text size="sm" c="red">
                {listError}
              </Text>
            ) : null}
            {count > 1 ? <BookingTotal /> : null}
            {join || count >= MAX_ROOMS ? null : (
              <Button
                variant="light"
                leftSection={<IconPlus size={18} />}
                onClick={addLine}
                w="fit-content"
                title={t('newReservation.addLineHint')}
              >
                {t('newReservation.addLine')}
              </Button>
            )}
          </Stack>
          <Stack gap="sm">
            <ContactFields autoFocus={!roomFirst} />
            {join ? null : <GuestMailFields />}
            <SourceSelect />
            <SegmentedControl
              aria-label={t('newReservation.status')}
              value={form.watch('status')}
              onChange={(value) => form.setValue('status', value === 'REQUESTED' ? 'REQUESTED' : 'CONFIRMED')}
              data={[
                { value: 'CONFIRMED', label: t('reservationStatus.CONFIRMED') },
                { value: 'REQUESTED', label: t('reservationStatus.REQUESTED') },
              ]}
            />
          </Stack>
        </SimpleGrid>
      </FormDialog>
    </>
  )
}
