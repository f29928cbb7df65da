import { test } from '@japa/runner'
import { answerQuestion } from '#a2a/answer_question'
import { placeDirectory } from '#services/catalog/place_names'

/*
| Places outside the guides go through the same rule as the covered
| cities: a place of listed events answers to the names the world's
| gazetteer gives it (Ghent: Gent, Gand, Gante) on REST and A2A, and a
| place the service does not cover, named by an exonym or in a grammatical
| case (Warszawie, Brně, Napoli), is said to be uncovered — never answered
| with events from everywhere.
*/

const GHENT_NAMES = ['Gent', 'Gand', 'Gante', 'gent']

const GHENT_QUESTIONS = [
  'Wat is er te doen in Gent?',
  'Y a-t-il des soirées à Gand ?',
  '¿Hay algo en Gante?',
  'Was ist in Gent los?',
]

const UNCOVERED: [string, string][] = [
  ['Imprezy w Warszawie w ten weekend?', 'Warsaw'],
  ['Akce v Brně?', 'Brno'],
  ['feste a Napoli', 'Naples'],
  ['eventos em Varsóvia', 'Warsaw'],
  ['Partys in Neapel', 'Naples'],
]

test.group('Places outside the guides, by every name', () => {
  test('REST city= reads an event place by its other names', async ({ client, assert }) => {
    const directory = await placeDirectory()
    assert.include(
      directory.eventPlaces.map((place) => place.name),
      'Ghent'
    )
    const byName = await client.get('/api/v1/events').qs({ city: 'Ghent', limit: 1 })
    assert.isAbove(byName.body().total, 0)
    for (const name of GHENT_NAMES) {
      const response = await client.get('/api/v1/events').qs({ city: name, limit: 1 })
      response.assertStatus(200)
      assert.equal(response.body().total, byName.body().total, name)
    }
  })

  test('A2A lists the events of an event place named in another language', async ({ assert }) => {
    for (const question of GHENT_QUESTIONS) {
      const answer = await answerQuestion(question)
      assert.equal((answer.data.query as { city?: string }).city, 'Ghent', question)
      const result = answer.data.result as { events?: { city: string }[] }
      assert.isAbove(result.events?.length ?? 0, 0, question)
      assert.isTrue(
        result.events!.every((event) => event.city === 'Ghent'),
        question
      )
    }
  })

  test('an uncovered place by an exonym or in a case is said to be uncovered', async ({
    assert,
  }) => {
    for (const [question, place] of UNCOVERED) {
      const answer = await answerQuestion(question)
      assert.equal(answer.data.intent, 'unknown_place', question)
      assert.equal((answer.data.query as { place?: string }).place, place, question)
      assert.notProperty(answer.data.result ?? {}, 'events', question)
    }
  })
})
