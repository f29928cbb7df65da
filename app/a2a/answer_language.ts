/*
| The language a client asks the agent to answer in, when it asks for one:
| the message's `metadata.language` (a BCP 47 tag: "pl", "fr-CH") first,
| else the request's Accept-Language header (negotiated over the nine
| languages of the catalog). A wildcard alone ("*", what fetch sends by
| default) or only languages the agent does not write ask for nothing: the
| answer is then in the question's own language.
*/
import i18nManager from '@adonisjs/i18n/services/main'
import { isLanguage, type Language } from '#lib/understanding/languages'

/** "pl-PL" → pl; undefined for a language the agent does not write. */
function languageOfTag(tag: unknown): Language | undefined {
  if (typeof tag !== 'string') return undefined
  const primary = tag.trim().split(/[-_]/)[0].toLowerCase()
  return isLanguage(primary) ? primary : undefined
}

/** The best of the nine languages an Accept-Language header names (never for "*" alone). */
function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined
  const named = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !entry.startsWith('*'))
  if (named.length === 0) return undefined
  return languageOfTag(i18nManager.getSupportedLocaleFor(named.join(',')))
}

/** The language the client asked for: message metadata, else Accept-Language; undefined when none. */
export function requestedLanguage(
  metadata: Record<string, unknown> | undefined,
  acceptLanguage: string | undefined
): Language | undefined {
  return languageOfTag(metadata?.language) ?? acceptedLanguage(acceptLanguage)
}
