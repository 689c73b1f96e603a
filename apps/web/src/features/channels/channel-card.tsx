import { Paper, Text, Title } from '@mantine/core'
import { type ReactNode, useId } from 'react'

interface Props {
  title: string
  lead?: string
  /** `data-testid` and the `data-*` attributes e2e tests find the card by. */
  attributes: Record<`data-${string}`, string>
  children: ReactNode
}

/** A room's or a group's card on the channels page: a section named by its title. */
export function ChannelCard({ title, lead, attributes, children }: Props) {
  const titleId = useId()
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
      {...attributes}
    >
      <Title order={3} size="h4" id={titleId} mb={lead ? 0 : 'sm'}>
        {title}
      </Title>
      {lead ? (
        <Text size="sm" c="dimmed" mb="sm">
          {lead}
        </Text>
      ) : null}
      {children}
    </Paper>
  )
}
