import type { CityGuideShape } from '#schemas/city'
import { eventMarkdownLine } from '#presenters/events'
import { joinBlocks, table } from '#presenters/markdown'

/** Also in DocQuery's CITY_GUIDE_TEXT_SQL (the searched title): keep both in step. */
export function cityGuideTitle(guide: Pick<CityGuideShape, 'name'>): string {
  return `${guide.name} city guide`
}

function list<T>(items: T[], line: (item: T) => string, empty: string): string {
  return items.length ? items.map(line).join('\n') : empty
}

/** One city's guide as markdown, from the getCityGuide shape (never drifts from it). */
export function cityGuideToMarkdown(guide: CityGuideShape): string {
  const links = [
    `- City guide: ${guide.city_guide_url}`,
    `- ${guide.festival_name}: ${guide.festival_url}`,
  ]
  if (guide.halloween_url) links.push(`- Halloween: ${guide.halloween_url}`)
  return joinBlocks([
    `# ${cityGuideTitle(guide)}`,
    `> ${guide.summary}`,
    `${guide.country} (${guide.country_code}) · time zone ${guide.timezone}`,
    guide.about,
    '## Monthly costs',
    guide.monthly_costs.length
      ? table(
          ['Item', 'Cost'],
          guide.monthly_costs.map((cost) => [cost.label, cost.value])
        )
      : '_Not listed yet._',
    '## Neighbourhoods',
    list(guide.neighbourhoods, (n) => `- **${n.name}**: ${n.description}`, '_Not listed yet._'),
    '## Universities',
    list(guide.universities, (u) => `- [${u.name}](${u.url})`, '_Not listed yet._'),
    '## Housing tips',
    list(guide.housing_tips, (tip) => `- ${tip}`, '_Not listed yet._'),
    '## Places',
    list(
      guide.places,
      (place) =>
        `- **${place.url ? `[${place.name}](${place.url})` : place.name}** (${place.category}): ${place.description}`,
      '_Not listed yet._'
    ),
    '## Upcoming events',
    list(guide.upcoming_events, eventMarkdownLine, '_No upcoming events at present._'),
    '## Links',
    links.join('\n'),
  ])
}
