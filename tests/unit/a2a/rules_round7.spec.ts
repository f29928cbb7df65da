import { test } from '@japa/runner'
import {
  expectParsed,
  holds,
  holdsAll,
  isSet,
  testParsed,
  testRows,
  whose,
} from '#tests/helpers/a2a_parsed'
import { DateTime } from 'luxon'
import { stem } from '#lib/understanding/stems'
import { placeBaseForms } from '#lib/understanding/place_forms'
import { readDatePhrase } from '#a2a/date_phrases'
import type { KeyedCountry } from '#a2a/place_matcher'
import { CITIES, parseAtRulesNow, RULES_NOW } from '#tests/helpers/a2a_cities'

/* Rules of the seventh round, each held in phrasings of its own (see #tests/helpers/a2a_parsed). */

const parse = parseAtRulesNow
const ZONE = 'Europe/Berlin'

/* the country names are kept per list of cities: a list of its own, read with these countries */
const WITH_COUNTRIES = { cities: [...CITIES], countries: [] as KeyedCountry[] }

const GERMANY: KeyedCountry = {
  code: 'DE',
  name: 'Germany',
  keys: ['germany', 'deutschland', 'duitsland', 'allemagne', 'alemania', 'germania', 'niemcy'],
}
WITH_COUNTRIES.countries.push(GERMANY)

test.group('A2A rules (round 7): how, advice and meaning go to the texts', () => {
  testParsed(
    'the how-word with an infinitive (or a verb with "I") asks how to',
    [
      'como abrir conta no banco sendo estudante estrangeiro',
      'come aprire un conto in banca da studente straniero',
      'comment ouvrir un compte bancaire ?',
      'jak założyć konto w banku?',
      'jak si založit bankovní účet?',
      'hoe open ik een bankrekening?',
      'como uso un codigo de descuento de un partner?',
    ],
    { intent: 'search_docs' }
  )

  test('Czech case endings written without their length marks stem as the accented ones', ({
    assert,
  }) => {
    for (const [form, base] of [
      ['pojistenim', 'pojisteni'],
      ['prazskych', 'prazsky'],
      ['studentskeho', 'studentsky'],
    ]) {
      assert.equal(stem(form, 'cs'), stem(base, 'cs'), form)
    }
    const parsed = parse('jak je to se zdravotním pojištěním pro zahraniční studenty?')
    assert.equal(parsed.intent, 'search_docs')
    assert.include(parsed.searchWords, 'insurance')
  })

  testParsed(
    '"how is it with …" asks how a thing works',
    [
      'jak je to s pojištěním pro studenty?',
      'wie ist das mit der Krankenversicherung für Studenten?',
      'hoe zit het met de zorgverzekering voor studenten?',
      'jak to jest z ubezpieczeniem dla studentów?',
    ],
    { intent: 'search_docs' }
  )

  test('advice asked about nothing selected ("should I") is answered from the texts', ({
    assert,
  }) => {
    expectParsed(
      assert,
      [
        'quais descontos de estudante devo pedir no primeiro mês?',
        'which student discounts should I claim in my first month?',
        'welche Studentenrabatte sollte ich im ersten Monat beantragen?',
        'quali sconti per studenti dovrei chiedere il primo mese?',
      ],
      { intent: 'search_docs' }
    )
    assert.equal(parse('which deals are there?').intent, 'list_deals')
  })

  testParsed(
    '"what does … mean" searches the texts for the quoted term',
    [
      "ca veut dire quoi 'opens soon' sur le billet du kickoff de zurich",
      "what does 'coming soon' mean on the Berlin party?",
      'co znamená „opens soon“ u vstupenky?',
      "was bedeutet 'opens soon'?",
    ],
    { intent: 'search_docs', searchWords: holdsAll(['soon']) }
  )

  testParsed(
    'the code of conduct is a policy topic, asked about the events or not',
    [
      'jakie są zasady zachowania na waszych imprezach?',
      'wat zijn de gedragsregels op jullie feesten?',
      'gibt es einen Verhaltenskodex auf euren Partys?',
      'quelles sont les règles de comportement à vos soirées ?',
    ],
    { intent: 'search_docs', searchWords: holdsAll(['code', 'conduct']) }
  )

  testParsed(
    'who may come (only students, a friend who is not one) is a policy topic',
    [
      'muzu vzit kamose co neni student? nebo je to jen pro studenty',
      'posso levar um amigo que não é estudante?',
      'are the events only for students?',
      'kann ich einen Freund mitbringen, der kein Student ist?',
    ],
    { intent: 'search_docs', searchWords: holdsAll(['friends', 'students']) }
  )

  /* the transfer policy's own headword, not every concept its words belong to */
  testParsed(
    'a friend going on my ticket is a ticket given to someone else',
    [
      "i'm sick, can my friend go with my ticket instead?",
      'kann mein Freund mit meinem Ticket hin?',
      'puede ir mi amiga con mi entrada?',
      'um amigo pode ir com o meu bilhete?',
    ],
    { intent: 'search_docs', searchWords: ['name', 'ticket'] }
  )

  test('extra or hidden costs are the fee policy; money back is the refund policy', ({
    assert,
  }) => {
    expectParsed(
      assert,
      [
        'zijn er extra kosten bovenop de ticketprijs?',
        'are there any hidden fees?',
        'gibt es versteckte Kosten beim Ticketkauf?',
        'ci sono costi aggiuntivi?',
      ],
      { pricingTopic: 'fee_policy' }
    )
    expectParsed(
      assert,
      [
        'se o evento for cancelado recebo o dinheiro de volta?',
        'me dan el dinero de vuelta si no voy?',
      ],
      { pricingTopic: 'refund_policy' }
    )
  })

  testParsed(
    'a pricing answer depends on no place: a word read as a place never turns it away',
    ['what are the booking fees in narnia?', 'refund policy at zorblax?'],
    {
      unknownPlace: isSet,
      intent: 'pricing',
    }
  )

  testParsed(
    'a visa is outside the agent’s skills, in every language',
    [
      'como tirar o visto de estudante pra Portugal?',
      'wie bekomme ich ein Visum für Deutschland?',
      'comment obtenir un visa étudiant ?',
      'jak dostać wizę studencką?',
    ],
    { intent: 'help' }
  )

  testParsed(
    'signing up said with the verb at the end is an action asked',
    [
      'Kannst du mich für die Orientierungswoche in Berlin anmelden?',
      'kun je me voor de introductieweek in Amsterdam aanmelden?',
    ],
    { intent: 'cannot_do', action: 'sign_up' }
  )

  testParsed(
    'privacy is a policy topic, whatever else the question names',
    [
      'i miei dati li vendete ai partner? privacy',
      'was macht ihr mit meinen Daten? Datenschutz',
      'vous vendez mes données aux partenaires ?',
      'vendem os meus dados pessoais?',
    ],
    { intent: 'search_docs', searchWords: holds('privacy') }
  )
})

test.group('A2A rules (round 7): events asked as "something", past and places', () => {
  testParsed(
    '"anything", "iets", "algo", "coś" with a place or a date asks for events',
    [
      'hey is er deze zaterdag iets te doen in Amsterdam?',
      'e em londres, tem algo em dezembro?',
      'w sobotę 26 grudnia coś się dzieje?',
      'gibt es am Samstag etwas in Wien?',
      'y a-t-il quelque chose à Prague ce week-end ?',
      "c'è qualcosa a Berlino sabato?",
      'je něco v Praze o víkendu?',
      'hay algo en Barcelona el viernes?',
      'anything left this year in Dublin?',
    ],
    { intent: 'list_events', unmatched: [] }
  )

  test('a function word of the question’s language never turns it into the help answer', ({
    assert,
  }) => {
    expectParsed(
      assert,
      [
        'Is er vanavond iets te doen in Amsterdam? het is toch zaterdag',
        'was ist denn am Samstag in Wien los?',
      ],
      { intent: 'list_events' }
    )
    assert.equal(parse('Che tempo fa domani?').intent, 'help')
  })

  test('the past told by "missed", "already" and past-only tenses', ({ assert }) => {
    expectParsed(
      assert,
      [
        'which halloween parties did you run this year? missed all of them',
        'zijn er dit semester al feesten geweest in amsterdam die ik gemist heb',
        'quais eventos ja aconteceram em lisboa? perdi algum?',
        'welche events gabs schon in münchen?',
        '¿qué fiestas organizaron en Berlín?',
        'quali feste sono già state a Praga?',
      ],
      { upcoming: false }
    )
    assert.isTrue(parse('which parties are coming up in Berlin?').upcoming)
  })

  test('two or more cities of a country named with it are its examples: the country', ({
    assert,
  }) => {
    expectParsed(
      assert,
      [
        'zijn er halloween feesten in duitsland? berlijn of munchen ofzo',
        'Halloween parties in Germany? Berlin or Munich',
        'fiestas en Alemania, Berlín o Múnich?',
        'co się dzieje w Niemczech? Berlin, Monachium cokolwiek',
      ],
      { country: whose('code', 'DE'), city: null, intent: 'list_events' },
      WITH_COUNTRIES
    )
    assert.equal(parse('events in Berlin, Germany', WITH_COUNTRIES).city?.slug, 'berlin')
  })

  test('a Polish plural name in the locative (-ech, its consonant softened) is read', ({
    assert,
  }) => {
    for (const [form, name] of [
      ['niemczech', 'niemcy'],
      ['wloszech', 'wlochy'],
      ['wegrzech', 'wegry'],
    ]) {
      assert.include(placeBaseForms(form), name, form)
    }
  })

  testRows(
    'a city named by its German or Dutch adjective (Berliner, Münchner, Amsterdamse)',
    [
      ['gibts für die Berliner Halloween Party nen Vorverkauf?', 'berlin'],
      ['die Münchner Halloween Party, wann?', 'munich'],
      ['Wiener Partys am Wochenende', 'vienna'],
      ['de Amsterdamse kickoff, hoeveel kost dat?', 'amsterdam'],
    ],
    (city) => ({ city: whose('slug', city) })
  )

  test("a city written short, its first letter and its end (A'dam)", ({ assert }) => {
    expectParsed(assert, ["feesten in A'dam dit weekend", 'is er iets te doen in adam?'], {
      city: whose('slug', 'amsterdam'),
    })
    assert.isNull(parse('events in dam').city)
  })

  test('health insurance said as "assurance maladie" is a cost of the guide', ({ assert }) => {
    const parsed = parse("l'assurance maladie étudiante à Zurich c'est combien par mois")
    assert.equal(parsed.intent, 'city_costs')
    assert.include(parsed.costWords, 'insurance')
  })

  test('a cost word inside a guide topic, no price asked, is the topic', ({ assert }) => {
    expectParsed(
      assert,
      [
        'tips voor een kamer zoeken in Amsterdam?',
        'dicas pra arrumar casa em Lisboa sem cair em golpe',
        'Tipps zur Wohnungssuche in Berlin?',
      ],
      { intent: 'city_guide', guideTopic: 'housing_tips' }
    )
    assert.equal(parse('how much is a room in Amsterdam?').intent, 'city_costs')
  })

  testParsed(
    'where to go out, with a kind of nightlife place, asks for the guide’s places',
    [
      'donde salir de fiesta en barcelona, alguna disco buena',
      'où sortir à Prague, une bonne boîte ?',
      'dove andare a Berlino, qualche discoteca?',
      'onde sair em Lisboa, alguma boate boa?',
      'Kde se v Praze dobře pařit?',
      'kam jít v praze večer na party?',
    ],
    { intent: 'city_guide', placeCategory: 'nightlife' }
  )
})

test.group('A2A rules (round 7): fields and dates', () => {
  testParsed(
    'a dress code or what is asked at the door is the entry rule',
    [
      "alla festa di halloween di Monaco c'è un dress code o serve qualcosa all'ingresso?",
      'hay dress code en la fiesta de halloween de Berlín?',
      'y a-t-il un dress code à la soirée halloween de Londres ?',
      'jaki jest dress code na imprezie halloween w Krakowie?',
    ],
    { fields: holds('entry_rule') }
  )

  test('an English one-word cue is never a function word of the question’s language', ({
    assert,
  }) => {
    assert.include(
      parse("alla festa di halloween di Berlino cosa serve all'ingresso?").fields,
      'entry_rule'
    )
    assert.isEmpty(parse('all parties in Berlin').fields)
  })

  testParsed(
    'an age limit, said as a limit or a minimum, is the minimum age',
    [
      'jaká je minimální věková hranice na halloween v Praze?',
      'wie ist die Altersgrenze für die Halloween Party in Berlin?',
      'wat is de leeftijdsgrens voor het halloweenfeest in Amsterdam?',
      "what's the age limit for the berlin halloween party?",
      'qual é a idade mínima para a festa de halloween em Lisboa?',
    ],
    { fields: holds('age_min'), notUnderstood: [] }
  )

  test('a time counted by an article ("the min", "an hour") names no day', ({ assert }) => {
    for (const question of ['whats the min age', 'what is the min price', 'an hour of fun']) {
      assert.isNull(readDatePhrase(question, RULES_NOW, ZONE), question)
    }
    assert.isNotNull(readDatePhrase('in 3 days', RULES_NOW, ZONE))
    const parsed = parse('whats the min age for the krakow orientation week, my little bro is 17')
    assert.isNull(parsed.dateRange)
    assert.include(parsed.fields, 'age_min')
  })

  test('"before" a holiday runs from now until it, in every language', ({ assert }) => {
    for (const question of [
      'any events before Christmas?',
      'Partys vor Weihnachten?',
      'fiestas antes de Navidad?',
      'des soirées avant Noël ?',
      'feste prima di Natale?',
    ]) {
      const reading = readDatePhrase(question, RULES_NOW, ZONE)
      assert.equal(reading?.range.from, RULES_NOW.toISO({ suppressMilliseconds: true }), question)
      assert.match(reading?.range.to ?? '', /^2026-12-27/, question)
    }
  })

  test('a holiday said with "this year" is the one that begins in it', ({ assert }) => {
    for (const question of [
      "what's left this year? any events before new year's",
      'new year this year',
    ]) {
      const reading = readDatePhrase(question, RULES_NOW, ZONE)
      assert.match(reading?.range.to ?? '', /^2027-01-02/, question)
    }
  })

  test('a date said only inside the name of a kind of event is that name', ({ assert }) => {
    expectParsed(
      assert,
      [
        "la semaine d'integration a cracovie c combien",
        'cuanto cuesta la semana de orientacion de berlin',
        'quanto costa la settimana di orientamento a Berlino?',
      ],
      { dateRange: null, eventType: 'orientation_week' }
    )
    assert.equal(parse('orientation week this week?').dateRange?.label, 'this week')
  })

  test('a weekday said beside the date read is part of it', ({ assert }) => {
    for (const question of ['w sobotę 26 grudnia coś się dzieje?', 'v sobotu 26. prosince akce?']) {
      assert.notInclude(parse(question).unmatched, 'sobote', question)
      assert.notInclude(parse(question).unmatched, 'sobotu', question)
    }
  })

  test('"tonight" asked after midnight is the rest of this night and the coming evening', ({
    assert,
  }) => {
    const night = DateTime.fromISO('2026-10-15T02:00:00', { zone: ZONE })
    const reading = readDatePhrase('parties tonight', night, ZONE)
    assert.equal(reading?.range.from, night.toISO({ suppressMilliseconds: true }))
    assert.match(reading?.range.to ?? '', /^2026-10-16T05:00/)
  })
})
