import type { Role } from '@innkeep/contract'
import { Badge, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useMatch } from 'react-router'
import { allowedItems, HOME_ITEM, NAV_SECTIONS, type NavItem } from './nav-items.ts'

function ItemLink({ slug, item }: { slug: string; item: NavItem }) {
  const { t } = useTranslation()
  const to = item.to.startsWith('/') ? item.to : item.to ? `/${slug}/${item.to}` : `/${slug}`
  const active = useMatch({ path: to, end: true }) !== null
  const Icon = item.icon
  return (
    <NavLink
      component={Link}
      to={to}
      label={t(item.labelKey)}
      leftSection={<Icon size={18} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  )
}

/** Navigation: only the items the role's permissions allow, and only areas that exist. */
interface Props {
  slug: string
  permissions: string[]
  memberRole?: Role | undefined
}

export function ShellNavbar({ slug, permissions, memberRole }: Props) {
  const { t } = useTranslation()
  return (
    <Stack justify="space-between" h="100%" gap={0}>
      <ScrollArea component="nav" aria-label={t('nav.label')} style={{ flex: 1 }}>
        {allowedItems([HOME_ITEM], permissions).map((item) => (
          <ItemLink key={item.labelKey} slug={slug} item={item} />
        ))}
        {NAV_SECTIONS.map((section) => {
          const items = allowedItems(section.items, permissions)
          if (items.length === 0) return null
          const Icon = section.icon
          return (
            <NavLink
              key={section.labelKey}
              label={t(section.labelKey)}
              leftSection={<Icon size={18} aria-hidden />}
              defaultOpened
              childrenOffset={28}
            >
              {items.map((item) => (
                <ItemLink key={item.labelKey} slug={slug} item={item} />
              ))}
            </NavLink>
          )
        })}
      </ScrollArea>
      {memberRole ? (
        <Group gap={6} p="xs">
          <Text size="xs" c="dimmed">
            {t('nav.yourRole')}
          </Text>
          <Badge variant="light" size="sm">
            {t(`roles.${memberRole}`)}
          </Badge>
        </Group>
      ) : null}
    </Stack>
  )
}
