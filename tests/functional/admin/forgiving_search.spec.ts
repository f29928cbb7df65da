/*
| Staff search forgives (issue 39 item 2): records with every word come
| first, then those with some of the words; a city's other names (its
| aliases, by the core's place resolver) find the city's records; another
| form of a word ("housing" → "house") and a small typo count. The global
| search and the lists' search box read words the same way.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import City from '#models/city'
import CityAlias from '#models/city_alias'
import CityHousingTip from '#models/city_housing_tip'
import CityPlace from '#models/city_place'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory, inCity } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { searchEverything } from '#admin/engine/global_search'
import { namesShown } from '#tests/helpers/admin_lists'

type Result = Awaited<ReturnType<typeof searchEverything>>
const groupOf = (result: Result, kind: string) => result.groups.find((found) => found.kind === kind)
const idsOf = (result: Result, kind: string) =>
  (groupOf(result, kind)?.hits ?? []).map((hit) => String(hit.id))

/** Prague with its other name "Praha" and a housing tip (the demo data's, or made here). */
async function prague() {
  const city =
    (await City.findBy('slug', 'prague')) ??
    (await CityFactory.merge({ name: 'Prague', slug: 'prague' }).create())
  await CityAlias.firstOrCreate({ cityId: city.id, name: 'Praha' }, { kind: 'city', position: 9 })
  await CityHousingTip.create({
    cityId: city.id,
    tip: 'Student dorms fill up in August: book a room early',
    position: 0,
  })
  return city
}

test.group('Staff search forgives', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('"prague housing" finds Prague\'s housing tips; "praha" finds Prague and its events', async ({
    client,
    assert,
  }) => {
    const city = await prague()
    const concert = await EventFactory.merge({ ...inCity(city), name: 'Lucerna night' }).create()
    const staff = await AdminUserFactory.merge({ role: 'editor' }).create()

    const housing = await searchEverything('prague housing', 'editor', 100)
    const entries = groupOf(housing, 'guide_entry')!
    const everyWord = entries.hits.filter((hit) => hit.everyWord)
    assert.isAbove(everyWord.length, 0)
    assert.deepEqual([...new Set(everyWord.map((hit) => String(hit.id)))], [String(city.id)])
    assert.isTrue(entries.hits[0].everyWord)
    assert.isTrue(everyWord.every((hit) => hit.detail.includes('housing tip')))

    const praha = await searchEverything('praha', 'editor')
    assert.include(idsOf(praha, 'city'), String(city.id))
    assert.include(idsOf(praha, 'event'), concert.id)

    const page = await client.get('/admin/search').qs({ q: 'Praha' }).loginAs(staff)
    page.assertStatus(200)
    assert.include(page.text(), `href="/admin/events/${concert.id}/edit"`)
  })

  test('records with every word come first, then those with some of the words, grouped by kind', async ({
    client,
    assert,
  }) => {
    const city = await CityFactory.merge({ name: 'Brno' }).create()
    const soon = DateTime.now().plus({ days: 3 })
    const only = await EventFactory.merge({
      ...inCity(city),
      name: 'Quokka picnic',
      startAt: soon,
    }).create()
    const both = await EventFactory.merge({
      ...inCity(city),
      name: 'Quokka wombat picnic',
      startAt: soon.plus({ days: 30 }),
    }).create()
    const staff = await AdminUserFactory.create()

    const result = await searchEverything('wombat quokka', 'admin')
    const events = groupOf(result, 'event')!
    assert.deepEqual(idsOf(result, 'event'), [both.id, only.id])
    assert.deepEqual(
      events.hits.map((hit) => hit.everyWord),
      [true, false]
    )
    assert.equal(events.everyWordTotal, 1)
    assert.equal(events.total, 2)

    const page = await client.get('/admin/search').qs({ q: 'wombat quokka' }).loginAs(staff)
    assert.include(page.text(), 'data-every-word-total="1"')
    const html = page.text()
    const hit = (id: string) =>
      new RegExp(`<li[^>]*>\\s*<a [^>]*data-hit="${id}"`).exec(html)?.[0] ?? ''
    assert.notInclude(hit(both.id), 'data-some-words')
    assert.include(hit(only.id), 'data-some-words')
  })

  test('among many records matching some words, those with every word still come first, then the nearest in time', async ({
    assert,
  }) => {
    const city = await CityFactory.merge({ name: 'Brno' }).create()
    const soon = DateTime.now().plus({ days: 2 })
    const make = (name: string, days: number) =>
      EventFactory.merge({ ...inCity(city), name, startAt: soon.plus({ days }) }).create()
    /* 30 with one word (the nearest first in time), 3 with both, the latest of all */
    for (let day = 0; day < 30; day++) await make(`Quokka evening ${day}`, day)
    const both = [
      await make('Quokka wombat ball', 60),
      await make('Wombat quokka run', 61),
      await make('Quokka and wombat fair', 62),
    ]

    const result = await searchEverything('wombat quokka', 'admin')
    const events = groupOf(result, 'event')!
    assert.equal(events.total, 33)
    assert.equal(events.everyWordTotal, 3)
    assert.sameMembers(
      idsOf(result, 'event').slice(0, 3),
      both.map((event) => event.id)
    )
    assert.deepEqual(
      events.hits.map((hit) => hit.everyWord),
      [true, true, true, false, false, false, false, false]
    )
    assert.deepEqual(
      events.hits.slice(3).map((hit) => hit.title),
      [
        'Quokka evening 0',
        'Quokka evening 1',
        'Quokka evening 2',
        'Quokka evening 3',
        'Quokka evening 4',
      ]
    )
  })

  test('a one-character word beside longer ones is left out (it is in nearly every record)', async ({
    client,
    assert,
  }) => {
    const city = await CityFactory.merge({ name: 'Brno' }).create()
    const party = await EventFactory.merge({ ...inCity(city), name: 'Quokka night' }).create()
    const staff = await AdminUserFactory.create()

    const result = await searchEverything('quokka 2', 'admin')
    assert.deepEqual(result.words, ['quokka'])
    const events = groupOf(result, 'event')!
    assert.deepEqual(idsOf(result, 'event'), [party.id])
    assert.equal(events.everyWordTotal, 1)
    assert.equal(events.total, 1)
    const page = await client.get('/admin/search').qs({ q: 'quokka 2' }).loginAs(staff)
    assert.include(page.text(), `href="/admin/events/${party.id}/edit"`)
    assert.notInclude(page.text(), 'data-some-words')

    const alone = await searchEverything('2', 'admin')
    assert.deepEqual(alone.words, ['2'])
  })

  test('part of a word, another form of it and a small typo find the record', async ({
    assert,
  }) => {
    const city = await CityFactory.merge({ name: 'Olomouc' }).create()
    await CityPlace.create({
      cityId: city.id,
      name: 'Kavárna Zahrada',
      category: 'food',
      description: 'Cheap breakfasts for students',
      position: 0,
    })
    for (const words of ['breakf', 'breakfasting', 'breakfasst', 'olomouc breakfasting']) {
      const result = await searchEverything(words, 'editor')
      const first = groupOf(result, 'guide_entry')?.hits[0]
      assert.equal(first?.title, 'Kavárna Zahrada', words)
      assert.isTrue(first?.everyWord, words)
    }
    const typo = await searchEverything('olomoouc', 'editor')
    assert.include(idsOf(typo, 'city'), String(city.id))
  })

  test('the events list finds a city by another of its names', async ({ client, assert }) => {
    const city = await prague()
    const event = await EventFactory.merge({ ...inCity(city), name: 'Vltava boat party' }).create()
    const other = await EventFactory.merge({ name: 'Elsewhere boat party' }).create()
    const staff = await AdminUserFactory.create()
    const names = [event.name, other.name]
    assert.deepEqual(
      await namesShown(client.get('/admin/events').qs({ q: 'praha boat' }).loginAs(staff), names),
      [event.name]
    )
    assert.deepEqual(
      await namesShown(client.get('/admin/cities').qs({ q: 'Praha' }).loginAs(staff), [city.name]),
      [city.name]
    )
  })
})
