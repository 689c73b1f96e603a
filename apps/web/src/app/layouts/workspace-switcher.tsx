import { Badge, Button, Menu, Skeleton, Text } from '@mantine/core'
import { IconCheck, IconChevronDown, IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCredentials } from '../../api/credentials.ts'
import { useIdentity } from '../../api/identity.ts'

/** The current company's name; opens the list of the person's companies and "new company". */
export function WorkspaceSwitcher({ slug, name }: { slug: string; name: string | undefined }) {
  const { t } = useTranslation()
  const { device } = useCredentials()
  const identity = useIdentity({ enabled: !device })
  const label = name ? (
    <Text data-testid="workspace-name" fw={650} truncate="end">
      {name}
    </Text>
  ) : (
    <Skeleton height={20} width={140} />
  )
  if (device) return label
  return (
    <Menu position="bottom-start" width={280} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          rightSection={<IconChevronDown size={16} aria-hidden />}
          aria-label={t('shell.switchWorkspace', { name: name ?? '' })}
          styles={{ root: { minWidth: 0, maxWidth: '100%' }, label: { minWidth: 0 } }}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.yourWorkspaces')}</Menu.Label>
        {(identity.data?.workspaces ?? []).map((workspace) => (
          <Menu.Item
            key={workspace.slug}
            component={Link}
            to={`/${workspace.slug}`}
            leftSection={workspace.slug === slug ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />}
            rightSection={
              <Badge size="xs" variant="light">
                {t(`roles.${workspace.role}`)}
              </Badge>
            }
          >
            {workspace.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/workspaces/new" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('shell.newWorkspace')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
