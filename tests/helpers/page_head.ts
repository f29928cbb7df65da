/*
| What the <head> of a site page says, read with htmlparser2 (no code shared
| with the templates): title, meta tags by name/property, canonical link and
| the parsed JSON-LD blocks, plus every link of the page.
*/
import { Parser } from 'htmlparser2'

export interface PageHead {
  title: string
  meta: Map<string, string>
  canonical: string | null
  jsonLd: unknown[]
  /** raw text of each JSON-LD block, as the HTML parser delimited it */
  jsonLdText: string[]
  hrefs: string[]
}

export function readPageHead(html: string): PageHead {
  const head: PageHead = {
    title: '',
    meta: new Map(),
    canonical: null,
    jsonLd: [],
    jsonLdText: [],
    hrefs: [],
  }
  let inTitle = false
  let block: string | null = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true
        if (name === 'meta' && (attributes.name || attributes.property)) {
          head.meta.set(attributes.name ?? attributes.property, attributes.content ?? '')
        }
        if (name === 'link' && attributes.rel === 'canonical') head.canonical = attributes.href
        if (name === 'a' && attributes.href) head.hrefs.push(attributes.href)
        if (name === 'script' && attributes.type === 'application/ld+json') block = ''
      },
      ontext(text) {
        if (inTitle) head.title += text
        if (block !== null) block += text
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false
        if (name === 'script' && block !== null) {
          head.jsonLdText.push(block)
          head.jsonLd.push(JSON.parse(block))
          block = null
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }
  )
  parser.write(html)
  parser.end()
  head.title = head.title.trim()
  return head
}
