import type { ActivityItem } from '@innkeep/contract'
import { OWNER_ID } from '../../test/render.tsx'

// Factories for the activity tests (tests only).

export const STAY_ID = '01a200a8-0000-7000-8000-00000000d001'

export function activityItem(over: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: `01a200a8-0000-7000-8000-${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}`,
    at: '2027-03-12T09:30:00Z',
    actor: `identity:${OWNER_ID}`,
    actorKind: 'PERSON',
    actorName: 'Marie Majitelová',
    entity: 'RESERVATION',
    entityId: STAY_ID,
    action: 'changeRoom',
    fields: {},
    ...over,
  }
}
