import cs from './cs.json'
import en from './en.json'
import { i18n } from './instance.ts'

export {
  changeLanguage,
  currentLanguage,
  DEFAULT_LANGUAGE,
  i18n,
  isLanguage,
  LANGUAGES,
  type Language,
} from './instance.ts'

// the staff app (and the tests) have every text of both languages from the start
i18n.addResourceBundle('cs', 'translation', cs)
i18n.addResourceBundle('en', 'translation', en)
