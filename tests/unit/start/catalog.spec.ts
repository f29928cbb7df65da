/*
| The message catalog (resources/lang/<locale>/*.json) is whole and sound:
| every key of an English file is in the same file of every other language
| (and no language keeps a key English no longer has), every message of
| every file compiles as ICU and takes the placeholders the English one
| takes, and every key the site's templates and presenters name exists.
*/
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { IntlMessageFormat } from 'intl-messageformat'
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { SITE_LOCALES } from '#lib/site_locales'
import { EVENT_TYPES, PARTNER_CATEGORIES, TICKET_STATUSES } from '#schemas/enums'
import { AGENT_SKILLS } from '#a2a/agent_skills'

const LANG = 'resources/lang'
const EN_FILES = readdirSync(join(LANG, 'en')).filter((file) => file.endsWith('.json'))
const OTHERS = SITE_LOCALES.filter((locale) => locale !== 'en')

type Catalog = Record<string, string>

function flatten(value: unknown, prefix = '', into: Catalog = {}): Catalog {
  if (typeof value === 'string') into[prefix] = value
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, into)
    }
  }
  return into
}

function catalogOf(locale: string, file: string): Catalog {
  try {
    return flatten(JSON.parse(readFileSync(join(LANG, locale, file), 'utf8')))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
    throw error
  }
}

/** The names of a message's placeholders (plural and select arguments too). */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    names.add(element.value)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names)
    }
  }
  return names
}

const argumentNames = (message: string, locale: string) =>
  [...argumentsOf(new IntlMessageFormat(message, locale).getAst())].sort()

/** The agent's words: say.t('…') (an AgentText), DATA_WORDS.t('…'), agentText('en').t('…'). */
const AGENT_CALL = /(?:\bsay|DATA_WORDS|agentText\([^)]*\))\.t\(\s*'([a-z_]+(?:\.[a-z_]+)+)'/g

/** Literal keys the site's templates and code name: t('…'), site.around('…'); not the agent's. */
function keysNamedIn(
  folders: string[],
  pattern = /\b(?<!say\.|WORDS\.|\)\.)(?:t|around)\(\s*'([a-z_]+(?:\.[a-z_]+)+)'/g
): Map<string, string> {
  const named = new Map<string, string>()
  for (const folder of folders) {
    for (const file of readdirSync(folder, { recursive: true }) as string[]) {
      if (!/\.(edge|ts)$/.test(file)) continue
      const text = readFileSync(join(folder, file), 'utf8')
      for (const [, key] of text.matchAll(pattern)) named.set(key, join(folder, file))
    }
  }
  return named
}

test.group('Message catalog (resources/lang)', () => {
  test('every key of an English file is in every other language, and no other key', ({
    assert,
  }) => {
    assert.isAbove(EN_FILES.length, 0)
    for (const file of EN_FILES) {
      const english = Object.keys(catalogOf('en', file))
      for (const locale of OTHERS) {
        const keys = Object.keys(catalogOf(locale, file))
        const missing = english.filter((key) => !keys.includes(key))
        const stale = keys.filter((key) => !english.includes(key))
        assert.deepEqual(missing, [], `${locale}/${file} lacks these keys of en/${file}`)
        assert.deepEqual(stale, [], `${locale}/${file} has keys that en/${file} does not`)
      }
    }
  })

  test('every message compiles as ICU and takes the placeholders of its English one', ({
    assert,
  }) => {
    for (const file of EN_FILES) {
      const english = catalogOf('en', file)
      for (const locale of SITE_LOCALES) {
        for (const [key, message] of Object.entries(catalogOf(locale, file))) {
          const where = `${locale}/${file}: ${key}`
          assert.doesNotThrow(() => new IntlMessageFormat(message, locale), where)
          assert.isNotEmpty(message.trim(), where)
          if (english[key] === undefined) continue
          assert.deepEqual(
            argumentNames(message, locale),
            argumentNames(english[key], 'en'),
            `${where} takes other placeholders than English`
          )
        }
      }
    }
  })

  test('every key the site names is in the English catalog', ({ assert }) => {
    const site = catalogOf('en', 'site.json')
    const named = keysNamedIn([
      'resources/views/site',
      'app/presenters',
      'app/controllers/site',
      'app/http',
    ])
    assert.isAbove(named.size, 100)
    const has = (key: string, where = 'an enum') =>
      assert.isTrue(
        Object.hasOwn(site, key),
        `${where} names site.${key}, which en/site.json lacks`
      )
    for (const [key, where] of named) has(key, where)
    /* keys built from the domain's enums (event types, ticket states, deal categories) */
    for (const type of EVENT_TYPES) {
      has(`event_type.${type}`)
      has(`events.title.kind.${type}`)
    }
    for (const status of TICKET_STATUSES) has(`ticket_status.${status}`)
    for (const category of PARTNER_CATEGORIES) has(`category.${category}`)
  })

  test('every key the agent names is in the English agent catalog', ({ assert }) => {
    const agent = catalogOf('en', 'agent.json')
    const named = keysNamedIn(['app/a2a', 'app/presenters'], AGENT_CALL)
    assert.isAbove(named.size, 60)
    const has = (key: string, where = 'an enum') =>
      assert.isTrue(
        Object.hasOwn(agent, key),
        `${where} names agent.${key}, which en/agent.json lacks`
      )
    for (const [key, where] of named) has(key, where)
    /* keys built from the domain's enums and the card's skills */
    for (const type of EVENT_TYPES) has(`kind.${type}`)
    for (const status of TICKET_STATUSES) has(`tickets.${status}`)
    for (const topic of ['packages', 'refund_policy', 'fee_policy']) has(`pricing.${topic}`)
    for (const skill of AGENT_SKILLS) {
      has(`skill.${skill.id}.topic`)
      has(`skill.${skill.id}.example`)
    }
  })
})
