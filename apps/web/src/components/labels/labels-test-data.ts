import type { Label, LabelInUse } from '@innkeep/contract'

// Factories for the label tests (tests only).

export const VIP_ID = '01a200a8-0000-7000-8000-00000000aa01'
export const REGULAR_ID = '01a200a8-0000-7000-8000-00000000aa02'
export const COMPANY_ID = '01a200a8-0000-7000-8000-00000000aa03'
export const NEW_ID = '01a200a8-0000-7000-8000-00000000aa09'
export const OBJECT_ID = '01a200a8-0000-7000-8000-00000000bb01'

export function label(over: Partial<LabelInUse> = {}): LabelInUse {
  return { id: VIP_ID, name: 'VIP', color: 'grape', version: 0, objectCount: 2, ...over }
}

export const workspaceLabels = () => [
  label({ id: REGULAR_ID, name: 'Stálý host', color: 'green', objectCount: 5 }),
  label(),
  label({ id: COMPANY_ID, name: 'Firemní klient', color: 'blue', objectCount: 0 }),
]

export const plain = ({ objectCount: _, ...rest }: LabelInUse): Label => rest
