import { z } from 'zod'
import { Id, SlugIdParams, SlugParams, Version } from './common.ts'
import { endpoint } from './endpoint.ts'

// Labels of a workspace ("VIP", "Stálý host"), set on any object (issue 8). DOMAIN.md fixes the
// object types of get-object-labels/{a}/{b}.

export const LabeledObjectType = z.enum([
  'INVOICE',
  'EXPENSE',
  'RESERVATION',
  'CONTACT',
  'CAR',
  'CONTRACT',
  'ATTACHMENT',
])
export type LabeledObjectType = z.infer<typeof LabeledObjectType>

/** The UI's colour names (Mantine's palette): a label is drawn as a badge of its colour. */
export const LabelColor = z.enum([
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'dark',
])
export type LabelColor = z.infer<typeof LabelColor>

export const LABEL_NAME_MAX = 40
/** How many labels one object may carry, and how many a list filter may name. */
export const LABELS_PER_OBJECT_MAX = 50

export const Label = z.object({
  id: Id,
  name: z.string(),
  color: LabelColor,
  version: z.number().int(),
})
export type Label = z.infer<typeof Label>

/** A label as a list row shows it: its name on its colour (`labels` of the list items). */
export const LabelChip = Label.pick({ id: true, name: true, color: true })
export type LabelChip = z.infer<typeof LabelChip>

/** The labels of one object in a list, in Czech order by name. */
export const ObjectLabels = z.array(LabelChip)

/** A label of the workspace's list, with how many objects carry it. */
export const LabelInUse = Label.extend({ objectCount: z.number().int() })
export type LabelInUse = z.infer<typeof LabelInUse>

export const LabelInput = z.object({
  /** With `id` and `version` a rename or recolour; without, a new label. */
  id: Id.optional(),
  version: Version.optional(),
  /** Unique in the workspace regardless of case: "VIP" and "vip" are one label. */
  name: z.string().trim().min(1).max(LABEL_NAME_MAX),
  color: LabelColor,
})
export type LabelInput = z.input<typeof LabelInput>

export const SetLabelsInput = z.object({
  objectType: LabeledObjectType,
  objectId: Id,
  /** The object's labels from now on (an empty list takes them all off); repeats count once. */
  labelIds: z.array(Id).max(LABELS_PER_OBJECT_MAX),
})
export type SetLabelsInput = z.input<typeof SetLabelsInput>

/**
 * `?labelId=` of the invoice, supplier-invoice, reservation and contact lists: objects carrying any
 * of these labels. Several ids repeat the parameter (`?labelId=a&labelId=b`) or are comma-separated.
 */
export const LabelIdsFilter = z
  .union([z.string().max(LABELS_PER_OBJECT_MAX * 37), z.array(z.string().max(37)).max(LABELS_PER_OBJECT_MAX)])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(Id).min(1).max(LABELS_PER_OBJECT_MAX))

export const createLabel = endpoint({
  name: 'createLabel',
  method: 'POST',
  path: '/api/{slugs}/create-label',
  access: 'staff',
  permission: 'files.write',
  status: 'ready',
  summary: 'Create a label, or rename and recolour one (id and version); a name is unique regardless of case',
  params: SlugParams,
  body: LabelInput,
  response: Label,
})

export const getLabel = endpoint({
  name: 'getLabel',
  method: 'GET',
  path: '/api/{slugs}/get-label',
  access: 'staff',
  permission: 'files.read',
  status: 'ready',
  summary: 'Labels of the workspace by name, with how many objects carry each',
  params: SlugParams,
  response: z.array(LabelInUse),
})

export const setLabels = endpoint({
  name: 'setLabels',
  method: 'PUT',
  path: '/api/{slugs}/set-labels',
  access: 'staff',
  permission: 'files.write',
  status: 'ready',
  summary: "Replace an object's labels; answers the labels it carries now",
  params: SlugParams,
  body: SetLabelsInput,
  response: z.array(Label),
})

export const getObjectLabels = endpoint({
  name: 'getObjectLabels',
  method: 'GET',
  path: '/api/{slugs}/get-object-labels/{a}/{b}',
  access: 'staff',
  permission: 'files.read',
  status: 'ready',
  summary: 'Labels of one object ({a} = object type, {b} = object id), by name',
  params: SlugParams.extend({ a: LabeledObjectType, b: Id }),
  response: z.array(Label),
})

export const deleteLabel = endpoint({
  name: 'deleteLabel',
  method: 'DELETE',
  path: '/api/{slugs}/delete-label/{id}',
  access: 'staff',
  permission: 'files.write',
  status: 'ready',
  addition: true,
  summary: 'Delete a label; every object that carried it loses it',
  params: SlugIdParams,
  response: z.object({ id: Id }),
})

export const labelEndpoints = [createLabel, getLabel, setLabels, getObjectLabels, deleteLabel] as const
