import type { AccountSecurity } from '@innkeep/contract'
import { Badge, Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDisableTotp, useRegenerateRecoveryCodes, useStartTotpEnrolment } from '../../api/account.ts'
import { SectionCard } from '../../components/section-card.tsx'
import { CurrentPasswordDialog } from './current-password-dialog.tsx'
import { RecoveryCodes } from './recovery-codes.tsx'
import { type Enrolment, TotpEnrolment } from './totp-enrolment.tsx'

/** Dvoufázové přihlášení (aplikace): turn it on with a scanned secret, off with the password, new recovery codes. */
export function TotpSection({ security }: { security: AccountSecurity }) {
  const { t } = useTranslation()
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [asking, setAsking] = useState<'disable' | 'regenerate' | null>(null)
  const start = useStartTotpEnrolment()
  const disable = useDisableTotp()
  const regenerate = useRegenerateRecoveryCodes()
  const close = () => setAsking(null)

  function body() {
    // the codes stay until the person says they kept them, though the section already reads "on"
    if (codes) return <RecoveryCodes codes={codes} email={security.email} onDone={() => setCodes(null)} />
    if (enrolment)
      return (
        <TotpEnrolment
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onConfirmed={(recoveryCodes) => {
            setEnrolment(null)
            setCodes(recoveryCodes)
          }}
        />
      )
    if (!security.totpEnabled)
      return (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('account.totp.off')}</Text>
          <Button loading={start.isPending} onClick={() => void start.run({}, { success: setEnrolment })}>
            {t('account.totp.enable')}
          </Button>
        </Group>
      )
    return (
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Badge color="teal" variant="light">
            {t('account.totp.on')}
          </Badge>
          <Text size="sm">{t('account.totp.codesLeft', { count: security.recoveryCodesLeft })}</Text>
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={() => setAsking('regenerate')}>
            {t('account.totp.newCodes')}
          </Button>
          <Button variant="light" color="red" onClick={() => setAsking('disable')}>
            {t('account.totp.disable')}
          </Button>
        </Group>
      </Group>
    )
  }

  return (
    <SectionCard title={t('account.totp.title')} lead={t('account.totp.lead')}>
      {body()}
      <CurrentPasswordDialog
        opened={asking === 'disable'}
        onClose={close}
        title={t('account.totp.disableTitle')}
        text={t('account.totp.disableText')}
        submitLabel={t('account.totp.disable')}
        loading={disable.isPending}
        onSubmit={(currentPassword, validation) =>
          disable.run(
            { body: { currentPassword } },
            {
              validation,
              success: () => {
                close()
                notifications.show({ color: 'green', message: t('account.totp.disabled') })
              },
            },
          )
        }
      />
      <CurrentPasswordDialog
        opened={asking === 'regenerate'}
        onClose={close}
        title={t('account.totp.newCodes')}
        text={t('account.totp.newCodesText')}
        submitLabel={t('account.totp.newCodesSubmit')}
        loading={regenerate.isPending}
        onSubmit={(currentPassword, validation) =>
          regenerate.run(
            { body: { currentPassword } },
            {
              validation,
              success: ({ recoveryCodes }) => {
                close()
                setCodes(recoveryCodes)
              },
            },
          )
        }
      />
    </SectionCard>
  )
}
