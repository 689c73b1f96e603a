import {
  attachments,
  booking,
  common,
  errorState,
  form,
  guest,
  messages,
  notFound,
  routeError,
  unsaved,
} from './cs.json'

/** The guest pages' part of the Czech catalogue (guest-catalogue.test.ts keeps it complete). */
export const texts = { attachments, booking, common, errorState, form, guest, messages, notFound, routeError, unsaved }
