import { AccommodationSettingsView, DepositMode, EUR_RATE, type Message } from '@innkeep/contract'
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  CopyButton,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconExternalLink } from '@tabler/icons-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAccommodationSettings, useSaveAccommodationSettings } from '../../api/pricelist.ts'
import { useResourceGroups } from '../../api/resources.ts'
import { CopyField } from '../../components/copy-field.tsx'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { SaveBar } from '../../components/form/save-bar.tsx'
import { useConflict } from '../../components/form/use-conflict.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import {
  eurRateFromInput,
  type PublicBookingValues,
  publicBookingBody,
  publicBookingToForm,
} from './public-booking-values.ts'

/** The booking start page of the workspace (every group offered online), or one group's page. */
export function bookingUrl(origin: string, slug: string, groupId?: string): string {
  const start = `${origin}/book/${encodeURIComponent(slug)}`
  return groupId ? `${start}/${groupId}` : start
}

/** The `<iframe>` a guest house pastes into its own website: the booking start page. */
export function embedSnippet(src: string, title: string): string {
  const safeTitle = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  return `<iframe src="${src}" title="${safeTitle}" width="100%" height="900" style="border:0;max-width:720px" loading="lazy"></iframe>`
}

/**
 * Online booking: auto-confirm, the IBANs guests pay to by QR (crowns, and euros by a SEPA QR: a stay in euros, or
 * one in crowns at the house's euro rate, else ČNB's of the day), the deposit a web booking asks for (a share of the
 * price or the first night), when it is due and whether an unpaid request is canceled then, how soon the house
 * answers a request (saved against the settings' version; a CONFLICT loads the current state), the embed code of the
 * booking start page and every group's link.
 */
export function PublicBookingCard({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const { t } = useTranslation()
  const settings = useAccommodationSettings(slug)
  return (
    <SectionCard title={t('booking.settings.title')} lead={t('booking.settings.lead')}>
      {settings.data ? (
        // a save elsewhere on the page (the local fee) changes the version: start from the record again
        <SettingsForm key={settings.data.version} slug={slug} settings={settings.data} canEdit={canEdit} />
      ) : (
        <PageSkeleton rows={2} />
      )}
      <EmbedSnippets slug={slug} />
    </SectionCard>
  )
}

function SettingsForm({
  slug,
  settings,
  canEdit,
}: {
  slug: string
  settings: AccommodationSettingsView
  canEdit: boolean
}) {
  const { t } = useTranslation()
  const format = useFormat()
  // the record the next save is made against: the local fee goes back unchanged with it
  const [record, setRecord] = useState(settings)
  const form = useForm<PublicBookingValues>({ defaultValues: publicBookingToForm(settings, format.language) })
  const server = useServerMessages(form)
  const load = (current: AccommodationSettingsView) => {
    setRecord(current)
    form.reset(publicBookingToForm(current, format.language))
  }
  const conflict = useConflict(AccommodationSettingsView, load)
  const autoConfirm = form.watch('publicBooking.autoConfirm')
  const depositMode = form.watch('publicBooking.depositMode')
  // a stay in crowns is paid in euros only to a euro account: the rate means nothing without one
  const hasEurIban = form.watch('publicBooking.eurIban').trim() !== ''
  const cnb = record.cnbEurRate
  const eurRateHint = !hasEurIban
    ? t('pricelist.onlineBooking.eurRateHintNoIban')
    : cnb
      ? t('pricelist.onlineBooking.eurRateHintCnb', { rate: format.rate(cnb.rate), date: format.date(cnb.date) })
      : t('pricelist.onlineBooking.eurRateHintCnbPending')
  const { run, isPending } = useSaveAccommodationSettings()
  const submit = form.handleSubmit(async (values) => {
    server.clear()
    conflict.clear()
    await run(
      { params: { slugs: slug }, body: publicBookingBody(record, values) },
      {
        validation: (messages: Message[]) => server.validation(messages),
        conflict: conflict.onConflict,
        success: (saved) => {
          load(saved)
          notifications.show({ color: 'green', message: t('booking.settings.saved') })
        },
      },
    )
  })
  // whole numbers in a range; an emptied field goes back to the least allowed. The card's newer texts are
  // the staff catalogue's `pricelist.onlineBooking`: `booking.*` goes to the guest pages whole, German too.
  const numberField = (name: 'depositDueDays' | 'replyWithinHours', min: number, max: number) => (
    <Controller
      control={form.control}
      name={`publicBooking.${name}`}
      render={({ field, fieldState }) => (
        <NumberInput
          label={t(`pricelist.onlineBooking.${name}`)}
          description={t(`pricelist.onlineBooking.${name}Hint`)}
          min={min}
          max={max}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          maw={420}
          readOnly={!canEdit}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : min)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  )
  return (
    <form onSubmit={submit} noValidate data-testid="public-booking-settings">
      <Stack gap="sm">
        <ConflictAlert messages={conflict.messages} fallback={t('booking.settings.conflict')} />
        <FormAlert messages={server.formMessages} />
        <Controller
          control={form.control}
          name="publicBooking.autoConfirm"
          render={({ field }) => (
            <Switch
              size="md"
              label={t('booking.settings.autoConfirm')}
              description={t('booking.settings.autoConfirmHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={!canEdit}
            />
          )}
        />
        {numberField('replyWithinHours', 1, 168)}
        <TextInput
          label={t('booking.settings.iban')}
          description={t('booking.settings.ibanHint')}
          placeholder="CZ65 0800 0000 1920 0014 5399"
          readOnly={!canEdit}
          autoComplete="off"
          maw={420}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={form.formState.errors.publicBooking?.iban?.message}
          {...form.register('publicBooking.iban')}
        />
        <TextInput
          label={t('pricelist.onlineBooking.eurIban')}
          description={t('pricelist.onlineBooking.eurIbanHint')}
          placeholder="SK31 1200 0000 1987 4263 7541"
          readOnly={!canEdit}
          autoComplete="off"
          maw={420}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={form.formState.errors.publicBooking?.eurIban?.message}
          {...form.register('publicBooking.eurIban')}
        />
        <Controller
          control={form.control}
          name="publicBooking.eurRate"
          rules={{
            // without a euro account the field is off and cannot be put right: publicBookingBody keeps the saved rate
            validate: (text, values) =>
              values.publicBooking.eurIban.trim() === '' ||
              eurRateFromInput(text) !== undefined ||
              t('pricelist.onlineBooking.eurRateInvalid', { min: EUR_RATE.min, max: EUR_RATE.max }),
          }}
          render={({ field, fieldState }) => (
            <MoneyInput
              currency="Kč/€"
              rightSectionWidth={56}
              label={t('pricelist.onlineBooking.eurRate')}
              description={eurRateHint}
              placeholder={cnb ? format.rate(cnb.rate) : undefined}
              readOnly={!canEdit}
              disabled={!hasEurIban}
              maw={420}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="publicBooking.depositMode"
          render={({ field }) => (
            <Input.Wrapper label={t('pricelist.onlineBooking.depositMode')} maw={420}>
              <SegmentedControl
                fullWidth
                aria-label={t('pricelist.onlineBooking.depositMode')}
                value={field.value}
                onChange={(value) => field.onChange(DepositMode.parse(value))}
                readOnly={!canEdit}
                data={DepositMode.options.map((mode) => ({
                  value: mode,
                  label: t(`pricelist.onlineBooking.depositModes.${mode}`),
                }))}
              />
            </Input.Wrapper>
          )}
        />
        {depositMode === 'PERCENT' ? (
          <Controller
            control={form.control}
            name="publicBooking.depositPercent"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('booking.settings.depositPercent')}
                description={t('booking.settings.depositPercentHint')}
                min={0}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                suffix=" %"
                maw={420}
                readOnly={!canEdit}
                value={field.value}
                // an emptied field means no deposit
                onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : (
          <Text size="sm" c="dimmed" maw={420}>
            {t('pricelist.onlineBooking.firstNightHint')}
          </Text>
        )}
        {numberField('depositDueDays', 1, 60)}
        <Controller
          control={form.control}
          name="publicBooking.confirmOnDeposit"
          render={({ field }) => (
            <Switch
              size="md"
              label={t('booking.settings.confirmOnDeposit')}
              description={t('booking.settings.confirmOnDepositHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              // an auto-confirmed booking is confirmed at once: there is nothing left to confirm on payment
              disabled={!canEdit || autoConfirm}
            />
          )}
        />
        <Controller
          control={form.control}
          name="publicBooking.autoCancelUnpaid"
          render={({ field }) => (
            <Switch
              size="md"
              label={t('pricelist.onlineBooking.autoCancelUnpaid')}
              description={t('pricelist.onlineBooking.autoCancelUnpaidHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              // an auto-confirmed booking is no request: there is nothing unpaid to cancel
              disabled={!canEdit || autoConfirm}
            />
          )}
        />
        {canEdit ? (
          <SaveBar dirty={form.formState.isDirty} onDiscard={() => form.reset()} loading={isPending} requireChanges />
        ) : null}
      </Stack>
    </form>
  )
}

function EmbedSnippets({ slug }: { slug: string }) {
  const { t } = useTranslation()
  const groups = useResourceGroups(slug)
  const bookable = (groups.data ?? []).filter((g) => g.bookableOnline && !g.retired)
  const origin = window.location.origin
  const start = bookingUrl(origin, slug)
  const snippet = embedSnippet(start, t('booking.settings.iframeTitle'))
  return (
    <Stack gap="sm" mt="md">
      <Stack gap={2}>
        <Text fw={650}>{t('booking.settings.embedTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('booking.settings.embedLead')}
        </Text>
      </Stack>
      {groups.isPending ? (
        <PageSkeleton rows={1} />
      ) : bookable.length === 0 ? (
        <Text size="sm" data-testid="embed-none">
          {t('booking.settings.noGroups')}{' '}
          <Anchor component={Link} to={`/${slug}/settings/resources`}>
            {t('booking.settings.resources')}
          </Anchor>
        </Text>
      ) : (
        <>
          <Stack gap={6} data-testid="embed-snippet">
            <Textarea
              label={t('booking.settings.snippet')}
              value={snippet}
              readOnly
              autosize
              minRows={2}
              onFocus={(event) => event.currentTarget.select()}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
            />
            <Group gap="sm">
              <CopyButton value={snippet} timeout={2000}>
                {({ copied, copy }) => (
                  <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                    {copied ? t('common.copied') : t('common.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button
                component="a"
                href={start}
                target="_blank"
                rel="noopener"
                variant="subtle"
                leftSection={<IconExternalLink size={16} />}
              >
                {t('booking.settings.open')}
              </Button>
            </Group>
          </Stack>
          <Stack gap={2} mt="xs">
            <Text fw={600} size="sm">
              {t('booking.settings.groupLinks')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('booking.settings.groupLinksLead')}
            </Text>
          </Stack>
          {bookable.map((group) => (
            <Group key={group.id} gap="xs" align="flex-end" wrap="nowrap" data-testid="embed-group-link">
              <Box style={{ flex: 1, minWidth: 0 }}>
                <CopyField
                  label={t('booking.settings.groupLink', { group: group.name })}
                  value={bookingUrl(origin, slug, group.id)}
                />
              </Box>
              <ActionIcon
                component="a"
                href={bookingUrl(origin, slug, group.id)}
                target="_blank"
                rel="noopener"
                variant="subtle"
                size={36}
                aria-label={`${t('booking.settings.open')} – ${group.name}`}
              >
                <IconExternalLink size={18} />
              </ActionIcon>
            </Group>
          ))}
        </>
      )}
    </Stack>
  )
}
