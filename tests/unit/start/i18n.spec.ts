import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'

test.group('i18n (config/i18n.ts, resources/lang)', () => {
  test('English is the default locale and its catalog is loaded', async ({ assert }) => {
    await i18nManager.loadTranslations()
    assert.equal(i18nManager.defaultLocale, 'en')
    assert.include(i18nManager.supportedLocales(), 'en')
    const en = i18nManager.locale('en')
    assert.equal(en.t('messages.language.name'), 'English')
    assert.equal(
      en.t('messages.language.switch', { language: 'Deutsch' }),
      'Read this page in Deutsch'
    )
  })

  test('a locale without a catalog falls back to English', async ({ assert }) => {
    await i18nManager.loadTranslations()
    const locale = i18nManager.getSupportedLocaleFor(['xx-YY']) ?? i18nManager.defaultLocale
    assert.equal(i18nManager.locale(locale).t('messages.language.name'), 'English')
  })
})
