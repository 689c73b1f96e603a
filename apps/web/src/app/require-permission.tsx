import type { Permission } from '@innkeep/contract'
import { Anchor } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useWorkspaceAccess } from '../api/workspace.ts'
import { EmptyState } from '../components/empty-state.tsx'

/** A page the role may not use says so (the server would answer 403 anyway), with a way home. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { may } = useWorkspaceAccess(slugs)
  if (may(permission)) return children
  return (
    <EmptyState title={t('noPermission.title')}>
      {t('noPermission.text')}{' '}
      <Anchor component={Link} to={`/${slugs}`}>
        {t('noPermission.home')}
      </Anchor>
    </EmptyState>
  )
}
