import factory from '@adonisjs/lucid/factories'
import City from '#models/city'
import { EventFactory } from '#database/factories/event_factory'
import { uniqueName } from '#database/factories/unique_name'

/**
 * A city of the tests. Its name and guide links follow its slug unless given;
 * states: `withHalloweenPage` (a Halloween page on this site).
 */
export const CityFactory = factory
  .define(City, () => ({
    slug: uniqueName('testcity'),
    country: 'Testland',
    countryCode: 'XT',
    timezone: 'Europe/Berlin',
    summary: 'A city for tests',
    festivalName: 'Test Fest',
    halloweenUrl: null,
    about: '',
  }))
  .before('create', (_factory, city) => {
    city.name ??= `City ${city.slug}`
    city.cityGuideUrl ??= `/cities/${city.slug}`
    city.festivalUrl ??= `/festivals/${city.slug}`
  })
  .state('withHalloweenPage', (city) => {
    city.halloweenUrl = `/halloween/${city.slug}`
  })
  .relation('events', () => EventFactory)
  .build()
