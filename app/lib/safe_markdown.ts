/*
| Markdown to HTML for the site's doc pages. Docs are staff-written but never
| trusted as HTML: marked shows raw HTML as text, then sanitize-html keeps only
| the elements and attributes markdown produces. Links and images pass the one
| link rule (#lib/safe_links) in both steps; a link that fails is shown as its
| text, an image as its alt text.
*/
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'
import { ALLOWED_LINK_SCHEMES, isSafeLink } from '#lib/safe_links'

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const marked = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text)
    },
    link({ href, text }) {
      return isSafeLink(href) ? false : escapeHtml(text)
    },
    image({ href, text }) {
      return isSafeLink(href) ? false : escapeHtml(text)
    },
  },
})

/** Drops `name` from the attributes unless it passes the link rule. */
const keepSafe =
  (name: 'href' | 'src'): sanitizeHtml.Transformer =>
  (tagName, attribs) => ({
    tagName,
    attribs: Object.fromEntries(
      Object.entries(attribs).filter(([key, value]) => key !== name || isSafeLink(value))
    ),
  })

const HTML_OF_MARKDOWN: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['em', 'strong', 'del', 'a', 'img', 'ul', 'ol', 'li', 'input'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    code: ['class'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
    input: ['type', 'checked', 'disabled'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: [...ALLOWED_LINK_SCHEMES],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    a: keepSafe('href'),
    img: keepSafe('src'),
    input: (tagName, attribs) => ({
      tagName,
      attribs: { type: 'checkbox', disabled: '', ...('checked' in attribs && { checked: '' }) },
    }),
  },
  disallowedTagsMode: 'escape',
}

export function markdownToSafeHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), HTML_OF_MARKDOWN)
}

/** Every link and image target written in a markdown text (inline, reference and autolinks). */
export function markdownLinkTargets(markdown: string): string[] {
  const targets: string[] = []
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === 'link' || token.type === 'image') targets.push(token.href)
  })
  return targets
}
