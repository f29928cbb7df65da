/*
| The agent's words in one language: every sentence is a message of
| resources/lang/<locale>/agent.json (ICU, @adonisjs/i18n); dates, times,
| money, lists and country names are formatted by the platform (Intl) for
| that language. Staff content (event names, guides, deals) stays as
| written. English keeps the agent's own style ("Sat 31 Oct 2026, 21:00",
| "€12", British English), which its English tests read.
*/
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import type { Language } from '#lib/understanding/languages'
import { keptPerKey } from '#lib/kept_per_key'

type Values = Record<string, string | number>

export interface AgentText {
  language: Language
  /** the catalog's message `agent.<key>`, formatted (ICU) with `values` */
  t(key: string, values?: Values): string
  /** "€12", "€12.50" / "12 €", "12,50 €"; the words for "to be announced" when null */
  money(amount: number | null, currency: string): string
  /** "Sat 31 Oct 2026, 21:00" in the language, in the offset the ISO value carries */
  dateTime(iso: string): string
  /** "28 Nov – 1 Dec 2026": the days of [from, to) in their own offset */
  days(from: string, to: string): string
  /** "A, B and C" */
  list(items: string[]): string
  /** "Germany" / "Niemcy": a country by its ISO code, else the name given */
  country(code: string | null | undefined, name: string): string
}

/** The agent's English is British (day before month, "organisers"). */
const intlTag = (language: Language) => (language === 'en' ? 'en-GB' : language)

const EN_DAY_AND_TIME = 'ccc d LLL yyyy, HH:mm'
const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

function moneyFormat(language: Language) {
  const formats = new Map<string, Intl.NumberFormat>()
  return (amount: number, currency: string) => {
    const whole = Number.isInteger(amount)
    const key = `${currency}:${whole}`
    let format = formats.get(key)
    if (!format) {
      format = new Intl.NumberFormat(intlTag(language), {
        style: 'currency',
        currency,
        ...(whole ? { minimumFractionDigits: 0 } : {}),
      })
      formats.set(key, format)
    }
    return format.format(amount)
  }
}

function daysFormat(language: Language) {
  const format = new Intl.DateTimeFormat(intlTag(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  /* the wall-clock day in the value's own offset, whatever zone (or fixed offset) it carries */
  const wallDay = (value: DateTime) => value.setZone('UTC', { keepLocalTime: true }).toJSDate()
  return (from: string, to: string) => {
    const start = DateTime.fromISO(from, { setZone: true })
    const end = DateTime.fromISO(to, { setZone: true }).minus({ milliseconds: 1 })
    if (!start.isValid || !end.isValid) return `${from} – ${to}`
    return format.formatRange(wallDay(start), wallDay(end))
  }
}

function makeAgentText(language: Language): AgentText {
  let i18n: I18n | undefined
  const t = (key: string, values?: Values) => {
    i18n ??= i18nManager.locale(language)
    return i18n.t(`agent.${key}`, values)
  }
  const lists = new Intl.ListFormat(intlTag(language), { type: 'conjunction' })
  const regions = new Intl.DisplayNames(intlTag(language), { type: 'region', fallback: 'none' })
  const money = moneyFormat(language)
  return {
    language,
    t,
    money: (amount, currency) => (amount === null ? t('price.tba') : money(amount, currency)),
    dateTime(iso) {
      const value = DateTime.fromISO(iso, { setZone: true }).setLocale(intlTag(language))
      if (!value.isValid) return iso
      return language === 'en'
        ? value.toFormat(EN_DAY_AND_TIME)
        : value.toLocaleString(DAY_AND_TIME)
    },
    days: daysFormat(language),
    list: (items) => lists.format(items),
    country(code, name) {
      if (language === 'en' || !code) return name
      return regions.of(code.toUpperCase()) ?? name
    },
  }
}

/** The agent's words in `language` (one object per language, kept). */
export const agentText: (language: Language) => AgentText = keptPerKey(makeAgentText)
