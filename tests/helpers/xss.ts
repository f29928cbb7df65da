/*
| The committed corpus of XSS bypasses (tests/fixtures/xss_corpus.json) and an
| oracle that does not share code with the sanitizer: HTML is parsed by
| htmlparser2 (entities decoded as a browser does) and every URL-bearing
| attribute is parsed by the WHATWG URL parser, which strips tabs, line
| breaks and leading control characters as browsers do.
*/
import { readFileSync } from 'node:fs'
import { Parser } from 'htmlparser2'

export interface CorpusEntry {
  name: string
  kind: 'scheme' | 'markup' | 'markdown'
  payload: string
}

let corpus: CorpusEntry[] | undefined

export function xssCorpus(kind?: CorpusEntry['kind']): CorpusEntry[] {
  corpus ??= JSON.parse(
    readFileSync(new URL('../fixtures/xss_corpus.json', import.meta.url), 'utf8')
  ).entries as CorpusEntry[]
  return kind ? corpus.filter((entry) => entry.kind === kind) : corpus
}

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'poster',
  'xlink:href',
  'background',
])
/* webcal: hands a calendar feed to the calendar app ("Add to calendar"); it runs no script */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'webcal:'])
const ACTIVE_ELEMENTS = new Set([
  'iframe',
  'object',
  'embed',
  'base',
  'frame',
  'applet',
  'svg',
  'math',
])

function isJson(text: string) {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** How a browser would read a link in the page at `base`; null when it is no URL at all. */
export function browserProtocol(value: string, base = 'https://site.example/page'): string | null {
  try {
    return new URL(value, base).protocol
  } catch {
    return null
  }
}

/**
 * What in an HTML document could run script: event-handler attributes,
 * URLs with a scheme other than http(s)/mailto, inline or foreign scripts,
 * active elements and meta refreshes. `allowedScripts` are the page's own
 * script paths. A JSON-LD data block (`<script type="application/ld+json">`)
 * does not run, but it must hold exactly one JSON value: text that broke out
 * of it would not parse.
 */
export function scriptableParts(html: string, allowedScripts: string[] = []): string[] {
  const found: string[] = []
  let inScript = false
  let dataBlock: string | null = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) found.push(`<${name} ${attribute}="${value}">`)
          if (URL_ATTRIBUTES.has(attribute.toLowerCase())) {
            const protocol = browserProtocol(value)
            if (protocol && !SAFE_PROTOCOLS.has(protocol)) {
              found.push(`<${name} ${attribute}="${value}">`)
            }
          }
        }
        if (ACTIVE_ELEMENTS.has(name)) found.push(`<${name}>`)
        if (name === 'meta' && attributes['http-equiv']) found.push(`<meta http-equiv>`)
        if (name === 'script' && attributes.type === 'application/ld+json' && !attributes.src) {
          dataBlock = ''
        } else if (name === 'script') {
          inScript = true
          if (!allowedScripts.includes(attributes.src ?? ''))
            found.push(`<script src="${attributes.src}">`)
        }
      },
      ontext(text) {
        if (dataBlock !== null) dataBlock += text
        else if (inScript && text.trim()) found.push(`<script>${text}`)
      },
      onclosetag(name) {
        if (name !== 'script') return
        if (dataBlock !== null && !isJson(dataBlock)) found.push(`<script ld+json>${dataBlock}`)
        inScript = false
        dataBlock = null
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }
  )
  parser.write(html)
  parser.end()
  return found
}
