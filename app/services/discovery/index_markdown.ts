import { absoluteUrl } from '#lib/urls'
import { cityMarkdownLine } from '#presenters/cities'
import { eventMarkdownTeaser } from '#presenters/events'
import { joinBlocks } from '#presenters/markdown'
import { buildHomeModel } from '#services/discovery/home_model'
import type { HomeSection } from '#services/discovery/home_model'

function sectionBlock(section: HomeSection): string {
  const links = section.links.map((link) => {
    const method = link.method === 'POST' ? ' (POST)' : ''
    return `- [${link.title}](${link.url})${method}: ${link.description}`
  })
  return `## ${section.title}\n\n${section.intro}\n\n${links.join('\n')}`
}

/** /index.md, also the home page for `Accept: text/markdown`. */
export async function renderIndexMarkdown(): Promise<string> {
  const home = await buildHomeModel()
  const cities = home.cities.map(cityMarkdownLine)
  const events = home.upcomingEvents.map(eventMarkdownTeaser)
  const docs = home.docs.map(
    (doc) => `- [${doc.title}](${doc.url})${doc.summary ? `: ${doc.summary}` : ''}`
  )
  return joinBlocks([
    `# ${home.name}`,
    `> ${home.summary}`,
    `Try it: \`curl ${absoluteUrl('/api/v1/events?city=berlin&limit=2')}\``,
    ...home.sections.map(sectionBlock),
    '## Cities',
    cities.join('\n') || '_No cities yet._',
    '## Next events',
    `${events.join('\n') || '_No upcoming events at present._'}\n\nAll events: ${absoluteUrl('/api/v1/events')}`,
    '## Guides and FAQ',
    docs.join('\n') || '_No guides yet._',
    '## Contact',
    `Questions about data a student sent through an agent: <${home.supportEmail}>.`,
  ])
}
