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
} from './en.json'

/** The guest pages' part of the English catalogue (guest-catalogue.test.ts keeps it complete). */
export const texts = { attachments, booking, common, errorState, form, guest, messages, notFound, routeError, unsaved }
