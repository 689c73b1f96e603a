import { confirmTotpEnrolment } from '@innkeep/contract'
import {
  ActionIcon,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useConfirmTotpEnrolment } from '../../api/account.ts'
import { saveSession } from '../../api/credentials.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'

export interface Enrolment {
  secret: string
  otpauthUri: string
  qrSvg: string
}

/** The secret as a person types it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/** Scan the QR code (or type the secret), then one code from the app turns the second step on. */
export function TotpEnrolment({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: Enrolment
  onConfirmed: (recoveryCodes: string[]) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const form = useForm({ resolver: localizedResolver(confirmTotpEnrolment.body), defaultValues: { code: '' } })
  const server = useServerMessages(form)
  const { run, isPending } = useConfirmTotpEnrolment()
  const copyLabel = (copied: boolean) => (copied ? t('common.copied') : t('common.copy'))

  const submit = form.handleSubmit(async (body) => {
    server.clear()
    await run(
      { body },
      {
        validation: server.validation,
        success: ({ recoveryCodes, idToken, expiresAt }) => {
          // the code just entered makes this session a two-step one: a company that requires it lets it in now
          saveSession({ idToken, expiresAt })
          onConfirmed(recoveryCodes)
        },
      },
    )
  })

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack align="center" gap="xs">
        {/* the server draws the QR code; as an image it can run nothing */}
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
          alt={t('account.totp.qrAlt')}
          width={200}
          height={200}
          style={{ display: 'block', background: 'white' }}
        />
        <Anchor href={enrolment.otpauthUri} size="sm" hiddenFrom="sm">
          {t('account.totp.openApp')}
        </Anchor>
      </Stack>
      <Stack gap="sm">
        <Text size="sm">{t('account.totp.scan')}</Text>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('account.totp.manual')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code fz="md" data-testid="totp-secret" style={{ overflowWrap: 'anywhere' }}>
              {grouped(enrolment.secret)}
            </Code>
            <CopyButton value={enrolment.secret} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copyLabel(copied)} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={copyLabel(copied)}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FormAlert messages={server.formMessages} />
            <TextInput
              label={t('auth.secondStep.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              {...requiredField}
              error={form.formState.errors.code?.message}
              {...form.register('code')}
            />
            <Group gap="sm">
              <Button type="submit" loading={isPending}>
                {t('account.totp.confirm')}
              </Button>
              <Button variant="default" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </SimpleGrid>
  )
}
