import type { Assert } from '@japa/assert'
import { test } from '@japa/runner'
import type { ParsedQuestion } from '#a2a/intent_parser'
import { holds, isNot, lacks, testParsed, whose } from '#tests/helpers/a2a_parsed'

/* Rules of the fifteenth round (set l as a development set), each held in phrasings of its own (see #tests/helpers/a2a_parsed). */

const christmasDay = (assert: Assert, range: ParsedQuestion['dateRange'], question: string) => {
  assert.isTrue(range?.from.startsWith('2026-12-25'), question)
  assert.isTrue(range?.to.startsWith('2026-12-26'), question)
}

test.group('A2A rules (round 15): a holiday’s own "day" is that day', () => {
  testParsed(
    'Christmas Day by its names is 25 December',
    [
      'feestjes op eerste kerstdag?',
      'was geht am 1. Weihnachtstag in Berlin',
      'c’est quoi le programme le jour de Noël ?',
      'qualcosa il giorno di Natale?',
      'imprezy w pierwszy dzień świąt?',
      'akce na Boží hod',
      'festas no dia de Natal?',
    ],
    { dateRange: christmasDay, unknownPlace: null }
  )

  testParsed('Christmas alone stays the holiday', ['algo en navidad?', 'feste a natale?'], {
    dateRange: whose('label', 'Christmas 2026'),
  })
})

test.group('A2A rules (round 15): a phone plan is the mobile deals', () => {
  testParsed(
    'a phone plan named with deal words, in several languages',
    [
      'une réduction sur un forfait portable ?',
      'sconti per un abbonamento telefonico?',
      'hay ofertas para un abono de móvil?',
      'descontos num plano de telemóvel?',
    ],
    { intent: 'list_deals', category: 'mobile' }
  )

  testParsed('packages alone are still the pricing packages', ['quels forfaits proposez-vous ?'], {
    intent: 'pricing',
    pricingTopic: 'packages',
  })
})

test.group('A2A rules (round 15): giving one’s ticket to someone is a transfer', () => {
  testParsed(
    'giving a ticket away, in several languages',
    [
      'est-ce que je peux donner mon billet à mon coloc ?',
      'kann ich meine Karte einer Freundin geben?',
      'můžu dát svou vstupenku kamarádovi?',
      'posso dare il mio biglietto a mio fratello?',
      'posso dar o meu bilhete a uma amiga?',
    ],
    { intent: 'search_docs', searchWords: holds('ticket') }
  )

  testParsed(
    'a giving verb is no known word of its own',
    ['jak znaleźć pokój i nie dać się oszukać?', 'dónde puedo dar una vuelta en Madrid?'],
    { searchWords: lacks('ticket') }
  )
})

test.group('A2A rules (round 15): a reflexive "se/się" apart from "učit/uczyć" is studying', () => {
  testParsed(
    'where one can study, the reflexive moved to second place',
    [
      'kde se můžu v Brně v klidu učit na zkoušky?',
      'kde se dá v Berlíně dobře učit?',
      'gdzie się można w Krakowie spokojnie uczyć?',
    ],
    { guideTopic: 'places', placeCategory: 'study' }
  )

  testParsed('teaching is no studying', ['kdo bude učit na workshopu v Praze?'], {
    placeCategory: null,
  })
})

test.group('A2A rules (round 15): Italian elided "quest’anno" is this year', () => {
  testParsed(
    'this year written as one elided word',
    [
      'che feste ci sono ancora quest’anno a Milano?',
      'ci sono altre serate quest’anno?',
      "quali party restano quest'anno?",
    ],
    { intent: 'list_events', dateRange: whose('label', 'this year') }
  )

  testParsed('another elided year is no date', ['la festa più bella dell’anno?'], {
    dateRange: null,
  })
})

test.group('A2A rules (round 15): rules "for" entry are the entry rule', () => {
  testParsed(
    'entry rules said with a preposition, in several languages',
    [
      'má kickoff v Lisabonu nějaká pravidla pro vstup?',
      'jakie są zasady przy wejściu na halloween w Berlinie?',
      'quelles sont les règles pour entrer à la soirée halloween de Dublin ?',
      'quais são as regras na entrada do halloween em Lisboa?',
    ],
    { field: 'entry_rule' }
  )

  testParsed('the price of entry is no entry rule', ['kolik stojí vstup na halloween v Praze?'], {
    field: isNot('entry_rule'),
  })
})
