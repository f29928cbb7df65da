/* Reading the admin lists' HTML in tests: which names appear, in which order, and their links. */

/** The names in the order the page shows them (a missing one fails the caller's assertion). */
export function orderOf(html: string, names: string[]) {
  return names
    .map((name) => ({ name, at: html.indexOf(`>${name}<`) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.name)
}

/** The href of the first link with this attribute (e.g. `rel="next"`, `data-sort="starts"`). */
export function hrefOf(html: string, attribute: string) {
  const tag = new RegExp(`<a [^>]*${attribute}[^>]*>`).exec(html)?.[0] ?? ''
  return (/href="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&amp;', '&')
}

/** The query string of a link, as an object. */
export const queryOf = (href: string) =>
  Object.fromEntries(new URL(href, 'http://localhost').searchParams)

/** The names a list answer shows, in order. */
export async function namesShown(request: PromiseLike<{ text(): string }>, names: string[]) {
  const response = await request
  return orderOf(response.text(), names)
}
