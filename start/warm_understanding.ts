/*
| In production the A2A understanding is warmed before the server listens:
| its indexes (every cue word's stem in each language), the stemmers and
| the date readers are built on first use, and the first questions of a
| crowd paid for them while everyone waited (about 0.5 s of one question
| and 0.2 s of the next, in the fifty-client bench round). Reading a few
| questions, one per language, builds them; no database is needed.
*/
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import { parseQuestion } from '#a2a/intent_parser'

const QUESTIONS = [
  'Which events are in Berlin before 2027-01-05?',
  'Welche Partys gibt es nächsten Freitag in München?',
  'Welke feesten zijn er dit weekend in Amsterdam?',
  '¿Qué eventos hay en Madrid el 3 de diciembre?',
  'Quels événements à Paris demain soir ?',
  'Quali eventi ci sono a Roma sabato prossimo?',
  'Quais eventos há em Lisboa em outubro?',
  'Jakie imprezy są w Krakowie w piątek?',
  'Jaké akce jsou v Praze příští týden?',
]

function warmUnderstanding() {
  const context = { cities: [], now: DateTime.now() }
  for (const question of QUESTIONS) parseQuestion(question, context)
}

if (app.inProduction) warmUnderstanding()
