/*
| Plain text written by staff (an event's description): stored as text,
| never as HTML, so every door escapes it for its own format (Edge for the
| site, JSON for the API and MCP, iCalendar escaping for .ics).
*/

/** Line endings as \n, trailing spaces and runs of blank lines cut, ends trimmed. */
export function normalizePlainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The paragraphs of a plain text (separated by a blank line). */
export function paragraphsOf(text: string | null): string[] {
  if (!text) return []
  return normalizePlainText(text)
    .split(/\n\n/)
    .filter((paragraph) => paragraph.trim() !== '')
}
