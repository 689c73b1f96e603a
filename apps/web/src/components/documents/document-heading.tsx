import { Anchor, Group, Stack, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface Props {
  /** The list the link goes back to, and what it says. */
  back: { to: string; label: string }
  title: string
  titleTestId: string
  /** Beside the title: state, payment, sync. */
  badges: ReactNode
  /** Under the title: who it is for, when, its labels. */
  children: ReactNode
  /** On the right: what can be done with it. */
  actions: ReactNode
}

/** The top of a document's page: back to the list; its title with badges, a few lines about it; its actions. */
export function DocumentHeading({ back, title, titleTestId, badges, children, actions }: Props) {
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={back.to} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={1} size="h2" data-testid={titleTestId}>
              {title}
            </Title>
            {badges}
          </Group>
          {children}
        </Stack>
        {actions}
      </Group>
    </Stack>
  )
}
