import { type Resource, ResourceInput } from '@innkeep/contract'
import { z } from 'zod'
import { noTranslations, type TranslationsValues, translationsToForm } from './translation-values.ts'

export type ResourceKind = Resource['kind']

/** A resource as the dialog holds it: '' for "no bathroom" and "no price". */
export interface ResourceFormValues {
  groupId: string
  kind: ResourceKind
  name: string
  description: string
  capacity: number
  twinBeds: number
  singleBeds: number
  bathroom: '' | 'BATH' | 'SHOWER'
  vehicleTypes: ('MOTORHOME' | 'CARAVAN')[]
  electricity: boolean
  priceCode: string
  /** The name and description for guests in English and German ('' shows the Czech). */
  translations: TranslationsValues
}

const emptyToNull = (value: unknown) => (value === '' ? null : value)

export const ResourceFormSchema = ResourceInput.omit({ id: true, version: true }).extend({
  bathroom: z.preprocess(emptyToNull, ResourceInput.shape.bathroom),
  priceCode: z.preprocess(emptyToNull, ResourceInput.shape.priceCode),
})
export type ResourceFormOutput = z.output<typeof ResourceFormSchema>

const DEFAULTS: Record<ResourceKind, Partial<ResourceFormValues>> = {
  PENSIONROOM: { capacity: 2, twinBeds: 1, bathroom: 'SHOWER' },
  MOTORHOME: { capacity: 4, vehicleTypes: ['MOTORHOME', 'CARAVAN'], electricity: true },
  RESTAURANT: { capacity: 40 },
}

export function newResource(groupId: string, kind: ResourceKind): ResourceFormValues {
  return {
    groupId,
    kind,
    name: '',
    description: '',
    capacity: 1,
    twinBeds: 0,
    singleBeds: 0,
    bathroom: '',
    vehicleTypes: [],
    electricity: false,
    priceCode: '',
    translations: noTranslations(),
    ...DEFAULTS[kind],
  }
}

export function resourceToForm(resource: Resource): ResourceFormValues {
  return {
    groupId: resource.groupId,
    kind: resource.kind,
    name: resource.name,
    description: resource.description,
    capacity: resource.capacity,
    twinBeds: resource.twinBeds,
    singleBeds: resource.singleBeds,
    bathroom: resource.bathroom ?? '',
    vehicleTypes: resource.vehicleTypes,
    electricity: resource.electricity,
    priceCode: resource.priceCode ?? '',
    translations: translationsToForm(resource.translations),
  }
}
