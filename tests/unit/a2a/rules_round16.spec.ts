import { test } from '@japa/runner'
import { holdsAll, isNot, lacks, testParsed, testRows, whose } from '#tests/helpers/a2a_parsed'

/* Rules of the sixteenth round (set m as a development set), each held in phrasings of its own (see #tests/helpers/a2a_parsed). */

test.group('A2A rules (round 16): what you store about me is the privacy policy', () => {
  testParsed(
    'storing about me in either word order, beside a contact word, in several languages',
    [
      'welche Infos speichert ihr über mich, wenn ich euch eine Mail schreibe?',
      'wat bewaren jullie over mij als ik jullie contacteer?',
      'qué guardáis sobre mí si os escribo un correo?',
      'que gardez-vous sur moi si je vous contacte ?',
      'co o mně ukládáte, když vám napíšu?',
    ],
    { intent: 'search_docs', searchWords: holdsAll(['privacy']) }
  )

  testParsed('writing to the team is still contact', ['wie kann ich euch kontaktieren?'], {
    intent: 'contact',
  })
})

test.group('A2A rules (round 16): whether you charge for something is pricing', () => {
  testParsed(
    'charging asked of the service, with deal words, in several languages',
    [
      'do you charge for using the student deals?',
      'verlangt ihr Geld für die Rabattcodes der Partner?',
      'cobráis algo por los códigos de descuento?',
      'cobram alguma coisa pelos códigos de desconto?',
      'faites-vous payer les codes promo des partenaires ?',
    ],
    { intent: 'pricing' }
  )

  testParsed(
    'a partner that charges less is still the deals',
    ['which gym charges students less?'],
    {
      intent: isNot('pricing'),
      searchWords: lacks('pricing'),
    }
  )
})

test.group('A2A rules (round 16): where to party is the nightlife places', () => {
  testRows(
    'partying with a where-to, in several languages',
    [
      ['kam se v brně chodí na party?', null],
      ['wo feiern studis in wien am besten', 'vienna'],
      ['waar kun je feesten in amsterdam', 'amsterdam'],
      ['where do students party in lisbon', 'lisbon'],
      ['onde ir para a festa em lisboa', 'lisbon'],
    ],
    (slug) => ({
      guideTopic: 'places',
      placeCategory: 'nightlife',
      ...(slug ? { intent: 'city_guide', city: whose('slug', slug) } : {}),
    })
  )

  testParsed(
    'a named party with a where-to is still the events',
    ['kam v praze na halloween party?'],
    {
      eventType: 'halloween',
      intent: 'list_events',
    }
  )
})

test.group(
  'A2A rules (round 16): a thesis or a university admission is outside the service',
  () => {
    testParsed(
      'a thesis to correct, an admission to apply for, in several languages',
      [
        'kannst du meine Bachelorarbeit korrekturlesen?',
        'mi correggi la tesi di laurea?',
        'pomożesz mi z pracą magisterską?',
        'kdo mi opraví diplomovou práci?',
        'how do i apply to a university in berlin?',
      ],
      { intent: 'help', unknownPlace: null }
    )

    testParsed(
      'the universities of a city are still its guide',
      ['which universities are there in vienna?'],
      {
        intent: 'city_guide',
      }
    )
  }
)

test.group('A2A rules (round 16): an outside topic lists no events of a place it names', () => {
  testParsed(
    'a thesis or an admission at a place where events are held',
    [
      'kann ich in Gent eine Masterarbeit schreiben lassen?',
      'how do i apply to a university in ghent?',
    ],
    { intent: 'help' },
    { eventPlaces: [{ name: 'Ghent', keys: ['ghent', 'gent', 'gand'] }] }
  )

  testParsed(
    'the events of a place where events are held are still listed',
    ['what is on in ghent?'],
    { intent: 'list_events' },
    { eventPlaces: [{ name: 'Ghent', keys: ['ghent', 'gent', 'gand'] }] }
  )
})
