import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { I18nManager } from '@adonisjs/i18n'
import emitter from '@adonisjs/core/services/emitter'
import app from '@adonisjs/core/services/app'
import { SITE_LOCALES } from '#lib/site_locales'

test.group('i18n (config/i18n.ts, resources/lang)', () => {
  test('English is the default locale; every site language has a catalog', async ({ assert }) => {
    await i18nManager.loadTranslations()
    assert.equal(i18nManager.defaultLocale, 'en')
    assert.sameMembers(i18nManager.supportedLocales(), [...SITE_LOCALES])
    assert.equal(i18nManager.locale('en').t('site.nav.events'), 'Events')
    assert.equal(i18nManager.locale('pl').t('site.nav.events'), 'Wydarzenia')
  })

  test('a locale without a catalog falls back to English', async ({ assert }) => {
    await i18nManager.loadTranslations()
    const locale = i18nManager.getSupportedLocaleFor(['xx-YY']) ?? i18nManager.defaultLocale
    assert.equal(i18nManager.locale(locale).t('site.nav.events'), 'Events')
  })

  test('at run time a message missing in a language is the English one, never its key', async ({
    assert,
  }) => {
    /* the app's own configuration, with a catalog that lacks one message in German */
    const config = await app.container.make('i18n').then((manager) => manager.config)
    const catalog = {
      en: { 'site.only_english': 'Only in English' },
      de: { 'site.both': 'Beide' },
    }
    const manager = new I18nManager(emitter, {
      ...config,
      loaders: [() => ({ load: async () => catalog })],
    })
    await manager.loadTranslations()
    const german = manager.locale('de')
    assert.equal(german.t('site.only_english'), 'Only in English')
    assert.equal(german.t('site.both'), 'Beide')
    assert.equal(german.t('site.nowhere'), '')
  })
})
