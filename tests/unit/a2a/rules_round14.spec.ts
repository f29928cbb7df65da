import { test } from '@japa/runner'
import { testParsed } from '#tests/helpers/a2a_parsed'

/* Rules of the fourteenth round (set k as a development set), each held in phrasings of its own (see #tests/helpers/a2a_parsed). */

test.group(
  'A2A rules (round 14): a waiting list said open, early access with "with", filter a list',
  () => {
    testParsed(
      'events where the waiting list is open, in several languages',
      [
        'gibt es partys wo die warteliste noch offen ist',
        'zijn er feesten waar de wachtlijst open is?',
        'des soirées où la liste d’attente est ouverte ?',
      ],
      { filters: { waitlist_open: true }, field: null }
    )

    testParsed(
      'events with early access, in several languages',
      [
        'fiestas con acceso anticipado?',
        'events met vroege toegang?',
        'des soirées avec une prévente ?',
      ],
      { withEarlyAccess: true, field: null }
    )

    testParsed(
      'one event’s early access is still its field',
      ['does the kickoff have early access?'],
      {
        field: 'early_access',
      }
    )
  }
)
