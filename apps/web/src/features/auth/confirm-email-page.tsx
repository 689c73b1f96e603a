import type { Message } from '@innkeep/contract'
import { Alert, Anchor, Group, Loader, Text } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useConfirmEmailChange } from '../../api/sign-in.ts'
import { PageCard } from '../../components/page-card.tsx'
import { tokenFromHash } from './fragment-token.ts'

type State = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; messages: Message[] }

/** `/confirm-email#token=…` from the new address: moves the sign-in there as soon as it opens. */
export function ConfirmEmailPage() {
  const { t } = useTranslation()
  const { hash } = useLocation()
  const { run } = useConfirmEmailChange()
  const [state, setState] = useState<State>({ kind: 'working' })
  const started = useRef(false)

  useEffect(() => {
    // the link works once: a second call (React's development double effect) would report it used
    if (started.current) return
    started.current = true
    const token = tokenFromHash(hash)
    if (!token) {
      setState({ kind: 'failed', messages: [] })
      return
    }
    void run(
      { body: { token } },
      {
        success: ({ email }) => setState({ kind: 'done', email }),
        validation: (messages) => setState({ kind: 'failed', messages }),
        error: (error) => setState({ kind: 'failed', messages: error.messages }),
      },
    )
  }, [hash, run])

  return (
    <PageCard title={t('auth.confirmEmail.title')}>
      {state.kind === 'working' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('auth.confirmEmail.working')}</Text>
        </Group>
      ) : null}
      {state.kind === 'done' ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />} role="status">
          {t('auth.confirmEmail.done', { email: state.email })}
        </Alert>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {state.messages[0]?.text ?? t('auth.confirmEmail.failed')}
        </Alert>
      ) : null}
      <Anchor component={Link} to="/" ta="center">
        {t('auth.confirmEmail.continue')}
      </Anchor>
    </PageCard>
  )
}
