/*
| A city as one line of text: for a model (MCP) and markdown (the agent's
| sentences are in its catalog, agent.json).
*/
import type { CityCardShape } from '#schemas/city'

/** MCP text: "- Berlin, Germany (slug berlin): <guide url>". */
export function cityTextLine(
  city: Pick<CityCardShape, 'name' | 'country' | 'slug' | 'city_guide_url'>
): string {
  return `- ${city.name}, ${city.country} (slug ${city.slug}): ${city.city_guide_url}`
}

/** Markdown list item: the guide, the summary and the festival (and Halloween) links. */
export function cityMarkdownLine(city: CityCardShape): string {
  const halloween = city.halloween_url ? `, [Halloween](${city.halloween_url})` : ''
  return `- **[${city.name}](${city.city_guide_url})**, ${city.country}: ${city.summary} ([${city.festival_name}](${city.festival_url})${halloween})`
}
