import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { stem } from '#lib/understanding/stems'
import { placeBaseForms } from '#lib/understanding/place_forms'
import { readDatePhrase } from '#a2a/date_phrases'
import type { KeyedCountry } from '#a2a/place_matcher'
import { CITIES, parseAtRulesNow, RULES_NOW } from '#tests/helpers/a2a_cities'

/*
| Rules of the seventh round: each checked in several languages, with
| phrasings of its own, so a rule is held, not one question.
*/

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
  test('the how-word with an infinitive (or a verb with "I") asks how to', ({ assert }) => {
    for (const question of [
      'como abrir conta no banco sendo estudante estrangeiro',
      'come aprire un conto in banca da studente straniero',
      'comment ouvrir un compte bancaire ?',
      'jak założyć konto w banku?',
      'jak si založit bankovní účet?',
      'hoe open ik een bankrekening?',
      'como uso un codigo de descuento de un partner?',
    ]) {
      assert.equal(parse(question).intent, 'search_docs', question)
    }
  })

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

  test('"how is it with …" asks how a thing works', ({ assert }) => {
    for (const question of [
      'jak je to s pojištěním pro studenty?',
      'wie ist das mit der Krankenversicherung für Studenten?',
      'hoe zit het met de zorgverzekering voor studenten?',
      'jak to jest z ubezpieczeniem dla studentów?',
    ]) {
      assert.equal(parse(question).intent, 'search_docs', question)
    }
  })

  test('advice asked about nothing selected ("should I") is answered from the texts', ({
    assert,
  }) => {
    for (const question of [
      'quais descontos de estudante devo pedir no primeiro mês?',
      'which student discounts should I claim in my first month?',
      'welche Studentenrabatte sollte ich im ersten Monat beantragen?',
      'quali sconti per studenti dovrei chiedere il primo mese?',
    ]) {
      assert.equal(parse(question).intent, 'search_docs', question)
    }
    assert.equal(parse('which deals are there?').intent, 'list_deals')
  })

  test('"what does … mean" searches the texts for the quoted term', ({ assert }) => {
    for (const question of [
      "ca veut dire quoi 'opens soon' sur le billet du kickoff de zurich",
      "what does 'coming soon' mean on the Berlin party?",
      'co znamená „opens soon“ u vstupenky?',
      "was bedeutet 'opens soon'?",
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'search_docs', question)
      assert.includeMembers(parsed.searchWords, ['soon'], question)
    }
  })

  test('the code of conduct is a policy topic, asked about the events or not', ({ assert }) => {
    for (const question of [
      'jakie są zasady zachowania na waszych imprezach?',
      'wat zijn de gedragsregels op jullie feesten?',
      'gibt es einen Verhaltenskodex auf euren Partys?',
      'quelles sont les règles de comportement à vos soirées ?',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'search_docs', question)
      assert.includeMembers(parsed.searchWords, ['code', 'conduct'], question)
    }
  })

  test('who may come (only students, a friend who is not one) is a policy topic', ({ assert }) => {
    for (const question of [
      'muzu vzit kamose co neni student? nebo je to jen pro studenty',
      'posso levar um amigo que não é estudante?',
      'are the events only for students?',
      'kann ich einen Freund mitbringen, der kein Student ist?',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'search_docs', question)
      assert.includeMembers(parsed.searchWords, ['friends', 'students'], question)
    }
  })

  test('a friend going on my ticket is a ticket given to someone else', ({ assert }) => {
    for (const question of [
      "i'm sick, can my friend go with my ticket instead?",
      'kann mein Freund mit meinem Ticket hin?',
      'puede ir mi amiga con mi entrada?',
      'um amigo pode ir com o meu bilhete?',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'search_docs', question)
      /* the transfer policy's own headword, not every concept its words belong to */
      assert.deepEqual(parsed.searchWords, ['name', 'ticket'], question)
    }
  })

  test('extra or hidden costs are the fee policy; money back is the refund policy', ({
    assert,
  }) => {
    for (const question of [
      'zijn er extra kosten bovenop de ticketprijs?',
      'are there any hidden fees?',
      'gibt es versteckte Kosten beim Ticketkauf?',
      'ci sono costi aggiuntivi?',
    ]) {
      assert.equal(parse(question).pricingTopic, 'fee_policy', question)
    }
    for (const question of [
      'se o evento for cancelado recebo o dinheiro de volta?',
      'me dan el dinero de vuelta si no voy?',
    ]) {
      assert.equal(parse(question).pricingTopic, 'refund_policy', question)
    }
  })

  test('a pricing answer depends on no place: a word read as a place never turns it away', ({
    assert,
  }) => {
    for (const question of ['what are the booking fees in narnia?', 'refund policy at zorblax?']) {
      const parsed = parse(question)
      assert.isNotNull(parsed.unknownPlace, question)
      assert.equal(parsed.intent, 'pricing', question)
    }
  })

  test('a visa is outside the agent’s skills, in every language', ({ assert }) => {
    for (const question of [
      'como tirar o visto de estudante pra Portugal?',
      'wie bekomme ich ein Visum für Deutschland?',
      'comment obtenir un visa étudiant ?',
      'jak dostać wizę studencką?',
    ]) {
      assert.equal(parse(question).intent, 'help', question)
    }
  })

  test('signing up said with the verb at the end is an action asked', ({ assert }) => {
    for (const question of [
      'Kannst du mich für die Orientierungswoche in Berlin anmelden?',
      'kun je me voor de introductieweek in Amsterdam aanmelden?',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'cannot_do', question)
      assert.equal(parsed.action, 'sign_up', question)
    }
  })

  test('privacy is a policy topic, whatever else the question names', ({ assert }) => {
    for (const question of [
      'i miei dati li vendete ai partner? privacy',
      'was macht ihr mit meinen Daten? Datenschutz',
      'vous vendez mes données aux partenaires ?',
      'vendem os meus dados pessoais?',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'search_docs', question)
      assert.include(parsed.searchWords, 'privacy', question)
    }
  })
})

test.group('A2A rules (round 7): events asked as "something", past and places', () => {
  test('"anything", "iets", "algo", "coś" with a place or a date asks for events', ({ assert }) => {
    for (const question of [
      'hey is er deze zaterdag iets te doen in Amsterdam?',
      'e em londres, tem algo em dezembro?',
      'w sobotę 26 grudnia coś się dzieje?',
      'gibt es am Samstag etwas in Wien?',
      'y a-t-il quelque chose à Prague ce week-end ?',
      "c'è qualcosa a Berlino sabato?",
      'je něco v Praze o víkendu?',
      'hay algo en Barcelona el viernes?',
      'anything left this year in Dublin?',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'list_events', question)
      assert.deepEqual(parsed.unmatched, [], question)
    }
  })

  test('a function word of the question’s language never turns it into the help answer', ({
    assert,
  }) => {
    for (const question of [
      'Is er vanavond iets te doen in Amsterdam? het is toch zaterdag',
      'was ist denn am Samstag in Wien los?',
    ]) {
      assert.equal(parse(question).intent, 'list_events', question)
    }
    assert.equal(parse('Che tempo fa domani?').intent, 'help')
  })

  test('the past told by "missed", "already" and past-only tenses', ({ assert }) => {
    for (const question of [
      'which halloween parties did you run this year? missed all of them',
      'zijn er dit semester al feesten geweest in amsterdam die ik gemist heb',
      'quais eventos ja aconteceram em lisboa? perdi algum?',
      'welche events gabs schon in münchen?',
      '¿qué fiestas organizaron en Berlín?',
      'quali feste sono già state a Praga?',
    ]) {
      assert.isFalse(parse(question).upcoming, question)
    }
    assert.isTrue(parse('which parties are coming up in Berlin?').upcoming)
  })

  test('two or more cities of a country named with it are its examples: the country', ({
    assert,
  }) => {
    for (const question of [
      'zijn er halloween feesten in duitsland? berlijn of munchen ofzo',
      'Halloween parties in Germany? Berlin or Munich',
      'fiestas en Alemania, Berlín o Múnich?',
      'co się dzieje w Niemczech? Berlin, Monachium cokolwiek',
    ]) {
      const parsed = parse(question, WITH_COUNTRIES)
      assert.equal(parsed.country?.code, 'DE', question)
      assert.isNull(parsed.city, question)
      assert.equal(parsed.intent, 'list_events', question)
    }
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

  test('a city named by its German or Dutch adjective (Berliner, Münchner, Amsterdamse)', ({
    assert,
  }) => {
    for (const [question, city] of [
      ['gibts für die Berliner Halloween Party nen Vorverkauf?', 'berlin'],
      ['die Münchner Halloween Party, wann?', 'munich'],
      ['Wiener Partys am Wochenende', 'vienna'],
      ['de Amsterdamse kickoff, hoeveel kost dat?', 'amsterdam'],
    ] as const) {
      assert.equal(parse(question).city?.slug, city, question)
    }
  })

  test("a city written short, its first letter and its end (A'dam)", ({ assert }) => {
    for (const question of ["feesten in A'dam dit weekend", 'is er iets te doen in adam?']) {
      assert.equal(parse(question).city?.slug, 'amsterdam', question)
    }
    assert.isNull(parse('events in dam').city)
  })

  test('health insurance said as "assurance maladie" is a cost of the guide', ({ assert }) => {
    const parsed = parse("l'assurance maladie étudiante à Zurich c'est combien par mois")
    assert.equal(parsed.intent, 'city_costs')
    assert.include(parsed.costWords, 'insurance')
  })

  test('a cost word inside a guide topic, no price asked, is the topic', ({ assert }) => {
    for (const question of [
      'tips voor een kamer zoeken in Amsterdam?',
      'dicas pra arrumar casa em Lisboa sem cair em golpe',
      'Tipps zur Wohnungssuche in Berlin?',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'city_guide', question)
      assert.equal(parsed.guideTopic, 'housing_tips', question)
    }
    assert.equal(parse('how much is a room in Amsterdam?').intent, 'city_costs')
  })

  test('where to go out, with a kind of nightlife place, asks for the guide’s places', ({
    assert,
  }) => {
    for (const question of [
      'donde salir de fiesta en barcelona, alguna disco buena',
      'où sortir à Prague, une bonne boîte ?',
      'dove andare a Berlino, qualche discoteca?',
      'onde sair em Lisboa, alguma boate boa?',
      'Kde se v Praze dobře pařit?',
      'kam jít v praze večer na party?',
    ]) {
      const parsed = parse(question)
      assert.equal(parsed.intent, 'city_guide', question)
      assert.equal(parsed.placeCategory, 'nightlife', question)
    }
  })
})

test.group('A2A rules (round 7): fields and dates', () => {
  test('a dress code or what is asked at the door is the entry rule', ({ assert }) => {
    for (const question of [
      "alla festa di halloween di Monaco c'è un dress code o serve qualcosa all'ingresso?",
      'hay dress code en la fiesta de halloween de Berlín?',
      'y a-t-il un dress code à la soirée halloween de Londres ?',
      'jaki jest dress code na imprezie halloween w Krakowie?',
    ]) {
      assert.include(parse(question).fields, 'entry_rule', question)
    }
  })

  test('an English one-word cue is never a function word of the question’s language', ({
    assert,
  }) => {
    assert.include(
      parse("alla festa di halloween di Berlino cosa serve all'ingresso?").fields,
      'entry_rule'
    )
    assert.isEmpty(parse('all parties in Berlin').fields)
  })

  test('an age limit, said as a limit or a minimum, is the minimum age', ({ assert }) => {
    for (const question of [
      'jaká je minimální věková hranice na halloween v Praze?',
      'wie ist die Altersgrenze für die Halloween Party in Berlin?',
      'wat is de leeftijdsgrens voor het halloweenfeest in Amsterdam?',
      "what's the age limit for the berlin halloween party?",
      'qual é a idade mínima para a festa de halloween em Lisboa?',
    ]) {
      const parsed = parse(question)
      assert.include(parsed.fields, 'age_min', question)
      assert.deepEqual(parsed.notUnderstood, [], question)
    }
  })

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
    for (const question of [
      "la semaine d'integration a cracovie c combien",
      'cuanto cuesta la semana de orientacion de berlin',
      'quanto costa la settimana di orientamento a Berlino?',
    ]) {
      const parsed = parse(question)
      assert.isNull(parsed.dateRange, question)
      assert.equal(parsed.eventType, 'orientation_week', question)
    }
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
