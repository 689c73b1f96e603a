import { common, notFound, routeError } from './en.json'
import { attachments, booking, errorState, form, guest, messages, unsaved } from './en.pages.json'

/** The guest pages' part of the English catalogue (guest-catalogue.test.ts keeps it complete). */
export const texts = { attachments, booking, common, errorState, form, guest, messages, notFound, routeError, unsaved }
