import { test } from '@japa/runner'
import { holdsAll, testParsed } from '#tests/helpers/a2a_parsed'

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
