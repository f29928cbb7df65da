/*
| Markdown to HTML for the site's doc pages. The docs are staff-written but
| never trusted as HTML: raw HTML is shown as text, and links and images
| keep only http(s), mailto and relative URLs.
*/
import { Marked } from 'marked'

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export function isSafeUrl(href: string): boolean {
  const value = href.trim()
  if (/^(https?:|mailto:)/i.test(value)) return true
  return !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//')
}

const marked = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text)
    },
    link({ href, text }) {
      return isSafeUrl(href) ? false : escapeHtml(text)
    },
    image({ href, text }) {
      return isSafeUrl(href) ? false : escapeHtml(text)
    },
  },
})

export function markdownToSafeHtml(markdown: string): string {
  return marked.parse(markdown, { async: false })
}
