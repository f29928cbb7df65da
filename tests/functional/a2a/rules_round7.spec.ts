import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { answerQuestion } from '#a2a/answer_question'
import { listEvents } from '#services/catalog/event_service'
import { searchDocs } from '#services/catalog/docs_service'
import { getCityGuide } from '#services/catalog/city_service'

/*
| Rules of the seventh round that read the catalog: a venue named as the
| place is its events, an empty list of a kind in a city links the text that
| says why, a unit of the calendar is never searched as a name, and "a" is
| an article in English (no place slot). Expected values come from the
| catalog services, never from the agent.
*/

/** The upcoming events held at a venue, by the catalog's own venue names. */
async function eventsAt(venue: string): Promise<string[]> {
  const { events } = await listEvents({ limit: 200 })
  return events.filter((event) => event.venue?.name === venue).map((event) => event.id)
}

test.group('A2A rules (round 7): the catalog read by name', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a venue named as the place is its events, in every language', async ({ assert }) => {
    const { events } = await listEvents({ limit: 200 })
    const venues = [...new Set(events.map((event) => event.venue?.name).filter(Boolean))]
    const venue = venues.find((name) => /^[A-Za-z]{4,}$/.test(name!))!
    const expected = await eventsAt(venue)
    assert.isAbove(expected.length, 0)
    for (const question of [
      `parties at ${venue}?`,
      `feesten in ${venue}?`,
      `Partys im ${venue}?`,
      `imprezy w ${venue}?`,
    ]) {
      const answer = await answerQuestion(question)
      assert.notEqual(answer.data.intent, 'unknown_place', question)
      const listed = (answer.data as { result?: { events?: { id: string }[] } }).result?.events
      assert.includeMembers(
        expected,
        (listed ?? []).map((event) => event.id),
        question
      )
      assert.isAbove(listed?.length ?? 0, 0, question)
    }
  })

  test('no event of a kind in a city: the text that says why is linked', async ({ assert }) => {
    const { events } = await listEvents({ city: 'zurich', type: 'halloween', limit: 1 })
    assert.equal(events.length, 0, 'the demo has no Halloween in Zürich')
    const { results } = await searchDocs({ query: 'halloween Zürich', limit: 1 })
    assert.isAbove(results.length, 0)
    for (const question of [
      'gibt es in zürich eine halloween party?',
      'Y a-t-il une fête d’Halloween à Zurich cette année ?',
      'is there a halloween party in Zurich?',
      'hay fiesta de halloween en Zúrich?',
    ]) {
      const answer = await answerQuestion(question)
      assert.include(answer.text, results[0].url, question)
    }
  })

  test('two cities compared on a guide topic: the topic for each', async ({ assert }) => {
    const zones = await Promise.all(
      ['lisbon', 'london'].map(async (slug) => {
        const guide = await getCityGuide(slug)
        assert.isTrue(guide.ok)
        return guide.ok ? guide.value.timezone : ''
      })
    )
    for (const question of [
      'qual o fuso horario de lisboa? é igual londres?',
      'time zone of Lisbon vs London?',
      'Zeitzone Lissabon oder London?',
    ]) {
      const answer = await answerQuestion(question)
      assert.equal(answer.data.intent, 'compare_cities', question)
      for (const zone of zones) assert.include(answer.text, zone, question)
    }
  })

  test('a unit of the calendar is never a name searched', async ({ assert }) => {
    for (const question of [
      'first week in a new city, what should i sort out first',
      'zijn er dit semester al feesten geweest in amsterdam die ik gemist heb',
    ]) {
      const answer = await answerQuestion(question)
      const query = (answer.data as { query?: { q?: string } }).query
      assert.isUndefined(query?.q, question)
      assert.notEqual(answer.data.intent, 'unknown_place', question)
    }
  })
})
