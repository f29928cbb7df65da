/*
| What "untranslated" means for the site's tests: an English sentence of the
| site's catalog (resources/lang/en/site.json) on a page in another language,
| unless that language uses it too (a name like "Google Calendar") or it is
| part of what staff wrote (events, city guides, deals, guides: they stay as
| written). Used by the crawl of every language and the browser journeys.
*/
import { readFileSync } from 'node:fs'
import { Parser } from 'htmlparser2'
import { IntlMessageFormat } from 'intl-messageformat'
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { listEvents } from '#services/catalog/event_service'
import { getCityGuide, searchCities } from '#services/catalog/city_service'
import { listPartnerDeals } from '#services/catalog/partner_service'
import { listStoredDocs } from '#services/catalog/docs_service'

type Catalog = Record<string, string>
const catalogOf = (locale: string, file: string): Catalog =>
  JSON.parse(readFileSync(`resources/lang/${locale}/${file}`, 'utf8'))

/** The literal runs of an ICU message ("Sales open ", "."), plural branches included. */
function literalsOf(elements: MessageFormatElement[], runs: string[] = []): string[] {
  let run = ''
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      run += element.value
      continue
    }
    runs.push(run)
    run = ''
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) literalsOf(option.value, runs)
    }
  }
  runs.push(run)
  return runs
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Runs of two words or more: what would read as English left in the page. */
function sentencesOf(message: string, locale: string): string[] {
  return literalsOf(new IntlMessageFormat(message, locale).getAst())
    .map(squeeze)
    .map((run) => run.replace(/^[\s,.:;()–—→←·]+|[\s,:;(–—→←·]+$/g, ''))
    .filter((run) => run.split(' ').length >= 2 && run.length >= 8)
}

/** The English catalog's sentences that `locale` does not use itself, with their keys. */
export function englishLeftovers(locale: string, file = 'site.json'): Map<string, string> {
  const english = catalogOf('en', file)
  const own = catalogOf(locale, file)
  const ownText = Object.values(own).join('\n')
  const leftovers = new Map<string, string>()
  for (const [key, message] of Object.entries(english)) {
    for (const sentence of sentencesOf(message, 'en')) {
      if (!ownText.includes(sentence)) leftovers.set(sentence, key)
    }
  }
  return leftovers
}

/** Every text of a value (recursively), as staff wrote it. */
function textsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.length >= 3 && !/^https?:/.test(value)) into.add(squeeze(value))
  } else if (Array.isArray(value)) {
    for (const item of value) textsOf(item, into)
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) textsOf(item, into)
  }
  return into
}

/** What staff wrote and the site shows as written: events, city guides, deals, guides' titles. */
export async function staffTexts(): Promise<string[]> {
  const texts = new Set<string>()
  textsOf(await listEvents({ upcoming: false, limit: 200 }), texts)
  const { cities } = await searchCities({ limit: 100 })
  for (const city of cities) textsOf(await getCityGuide(city.slug), texts)
  textsOf(await listPartnerDeals({}), texts)
  textsOf(await listStoredDocs(), texts)
  /* longest first, so a text inside a longer one goes with it */
  return [...texts].sort((a, b) => b.length - a.length)
}

const withoutStaffTexts = (text: string, staff: string[]) =>
  staff.reduce((rest, written) => rest.split(written).join(' ¶ '), text)

/** What a person sees or hears of a page: its text and the labels of its elements. */
export function visibleText(html: string): string {
  const parts: string[] = []
  let hidden = 0
  let prose = 0
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (['script', 'style', 'template'].includes(name)) hidden++
        /* a guide's body (staff markdown) */
        if (prose || /\bprose\b/.test(attributes.class ?? '')) prose++
        /* (alt texts are the staff's, written with each picture) */
        for (const label of ['aria-label', 'placeholder', 'title']) {
          if (attributes[label]) parts.push(attributes[label])
        }
      },
      ontext(text) {
        if (!hidden && !prose) parts.push(text)
      },
      onclosetag(name) {
        if (['script', 'style', 'template'].includes(name)) hidden--
        if (prose) prose--
      },
    },
    { decodeEntities: true }
  )
  parser.write(html)
  parser.end()
  return squeeze(parts.join(' \n '))
}

/**
 * The first English catalog sentence `text` shows (with some text around it
 * and its key), once staff texts are taken out; null when there is none.
 */
export function untranslated(
  text: string,
  leftovers: Map<string, string>,
  staff: string[]
): string | null {
  const rest = withoutStaffTexts(squeeze(text), staff)
  for (const [sentence, key] of leftovers) {
    const at = rest.indexOf(sentence)
    if (at === -1) continue
    const context = rest.slice(Math.max(0, at - 60), at + sentence.length + 60)
    return `English “${sentence}” (${key}): …${context}…`
  }
  return null
}
