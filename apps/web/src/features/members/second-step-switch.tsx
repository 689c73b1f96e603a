import type { Member } from '@innkeep/contract'
import { Stack, Switch, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { useSetWorkspaceSecurity } from '../../api/members.ts'

interface Props {
  slug: string
  required: boolean
  members: Member[]
  meId: string
}

/**
 * The owner requires a second step of every member signing in with a password. Turning it on takes one
 * of one's own first: the server refuses otherwise, since the owner's next call would be refused.
 */
export function SecondStepSwitch({ slug, required, members, meId }: Props) {
  const { t } = useTranslation()
  const { run, isPending } = useSetWorkspaceSecurity()
  const mine = members.find((m) => m.identityId === meId)?.secondStep ?? null
  const yourselfFirst = !required && mine === false
  const without = members.filter((m) => m.secondStep === false).length
  return (
    <Stack gap="xs">
      <Switch
        checked={required}
        disabled={isPending || yourselfFirst}
        label={t('members.requireSecondStep')}
        // the label wraps the description too: the switch's name is the label alone, the description describes it
        aria-label={t('members.requireSecondStep')}
        description={t('members.requireSecondStepHint')}
        onChange={(event) =>
          void run(
            { params: { slugs: slug }, body: { requireSecondStep: event.currentTarget.checked } },
            {
              validation: (messages) =>
                notifications.show({ color: 'red', message: messages.map((m) => m.text).join(' ') }),
              success: (answer) =>
                notifications.show({
                  color: 'green',
                  message: t(answer.requireSecondStep ? 'members.secondStepRequired' : 'members.secondStepOptional'),
                }),
            },
          )
        }
      />
      {yourselfFirst ? (
        <Text size="sm" c="orange">
          {t('members.requireSecondStepYourselfFirst')}
        </Text>
      ) : null}
      {without > 0 ? (
        <Text size="sm" c={required ? 'orange' : 'dimmed'}>
          {t('members.withoutSecondStep', { count: without })}
          {required ? ` ${t('members.withoutSecondStepLocked')}` : ''}
        </Text>
      ) : null}
    </Stack>
  )
}
