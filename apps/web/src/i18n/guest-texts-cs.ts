import { common, notFound, routeError } from './cs.json'
import { attachments, booking, errorState, form, guest, messages, unsaved } from './cs.pages.json'

/** The guest pages' part of the Czech catalogue (guest-catalogue.test.ts keeps it complete). */
export const texts = { attachments, booking, common, errorState, form, guest, messages, notFound, routeError, unsaved }
