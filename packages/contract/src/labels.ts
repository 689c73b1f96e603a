import { z } from 'zod'
import { Id } from './common.ts'
import { planned } from './planned.ts'

// Labels of a workspace, set on any object (issue 8).

export const LabeledObjectType = z.enum([
  'INVOICE',
  'EXPENSE',
  'RESERVATION',
  'CONTACT',
  'CAR',
  'CONTRACT',
  'ATTACHMENT',
])

export const labelEndpoints = [
  planned({
    name: 'createLabel',
    method: 'POST',
    path: '/api/{slugs}/create-label',
    access: 'staff',
    permission: 'files.write',
    summary: 'Create a label',
  }),
  planned({
    name: 'getLabel',
    method: 'GET',
    path: '/api/{slugs}/get-label',
    access: 'staff',
    permission: 'files.read',
    summary: 'Labels of the workspace',
  }),
  planned({
    name: 'setLabels',
    method: 'PUT',
    path: '/api/{slugs}/set-labels',
    access: 'staff',
    permission: 'files.write',
    summary: 'Set the labels of an object',
  }),
  planned({
    name: 'getObjectLabels',
    method: 'GET',
    path: '/api/{slugs}/get-object-labels/{a}/{b}',
    access: 'staff',
    permission: 'files.read',
    summary: 'Labels of one object',
    params: { a: LabeledObjectType, b: Id },
  }),
] as const
