import type { Resource, ResourceGroup } from '@innkeep/contract'
import { Badge, Button, Divider, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core'
import { IconChevronDown, IconPlus } from '@tabler/icons-react'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state.tsx'
import { OrderActions } from './order-actions.tsx'
import { ResourceRow } from './resource-row.tsx'
import type { ResourceKind } from './resource-values.ts'

interface Props {
  group: ResourceGroup
  resources: Resource[]
  priceNames: Map<string, string>
  first: boolean
  last: boolean
  onGroupMove: (direction: -1 | 1) => void
  onGroupEdit: () => void
  onGroupRetire: () => void
  onAdd: (kind: ResourceKind) => void
  onMove: (resource: Resource, direction: -1 | 1) => void
  onEdit: (resource: Resource) => void
  onRetire: (resource: Resource) => void
}

const KINDS: ResourceKind[] = ['PENSIONROOM', 'MOTORHOME', 'RESTAURANT']

/** A resource group with its rooms and places, in their order, and the group's own actions. */
export function GroupSection(props: Props) {
  const { t } = useTranslation()
  const { group, resources } = props
  const name = group.name
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      opacity={group.retired ? 0.7 : 1}
      data-testid="resource-group"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Title order={2} size="h4">
                {name}
              </Title>
              {group.bookableOnline ? (
                <Badge size="sm" variant="light" color="teal">
                  {t('resources.online')}
                </Badge>
              ) : null}
              {group.retired ? (
                <Badge size="sm" color="gray">
                  {t('resources.retired')}
                </Badge>
              ) : null}
            </Group>
            {group.description ? (
              <Text size="sm" c="dimmed">
                {group.description}
              </Text>
            ) : null}
          </Stack>
          <OrderActions
            name={name}
            editLabel={t('resources.editGroupNamed', { name })}
            retired={group.retired}
            first={props.first}
            last={props.last}
            onMove={props.onGroupMove}
            onEdit={props.onGroupEdit}
            onRetire={props.onGroupRetire}
          />
        </Group>
        <Divider />
        {resources.length === 0 ? (
          <EmptyState title={t('resources.emptyGroup')}>{t('resources.emptyGroupHint')}</EmptyState>
        ) : (
          resources.map((resource, index) => (
            <Fragment key={resource.id}>
              {index > 0 ? <Divider variant="dashed" /> : null}
              <ResourceRow
                resource={resource}
                priceName={resource.priceCode ? (props.priceNames.get(resource.priceCode) ?? resource.priceCode) : null}
                first={index === 0}
                last={index === resources.length - 1}
                onMove={(direction) => props.onMove(resource, direction)}
                onEdit={() => props.onEdit(resource)}
                onRetire={() => props.onRetire(resource)}
              />
            </Fragment>
          ))
        )}
        <Group>
          <Menu position="bottom-start">
            <Menu.Target>
              <Button
                variant="light"
                size="sm"
                leftSection={<IconPlus size={16} />}
                rightSection={<IconChevronDown size={14} />}
              >
                {t('resources.add')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {KINDS.map((kind) => (
                <Menu.Item key={kind} onClick={() => props.onAdd(kind)}>
                  {t(`resources.kind.${kind}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
    </Paper>
  )
}
