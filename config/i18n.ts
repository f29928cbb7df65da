import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'

/*
| Translations: ICU messages in resources/lang/<locale>/*.json (English is
| the default and the fallback). The supported locales are the folders there.
*/
export default defineConfig({
  defaultLocale: 'en',
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
})
