import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'

/*
| Translations: ICU messages in resources/lang/<locale>/*.json (English is
| the default and the fallback). The supported locales are the folders there.
| A message missing in a language is the English one (the fallback locale);
| one missing everywhere is an empty string, never its key (the catalog test
| of tests/unit/start/catalog.spec.ts keeps that from happening).
*/
export default defineConfig({
  defaultLocale: 'en',
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
  fallback: () => '',
})
