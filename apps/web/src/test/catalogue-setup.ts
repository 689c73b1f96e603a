import { loadPageTexts } from '../i18n/i18n.ts'

// Web unit tests render pages' components directly, not through app/pages.ts's page(), which would
// fetch the pages' texts with the page: every test file starts with the whole Czech catalogue.
await loadPageTexts('cs')
