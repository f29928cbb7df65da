import type { AgentSkill } from '@a2a-js/sdk'

/*
| The skills the agent card lists, with example questions. The help answer
| (when a question is not understood) lists the same skills.
*/

const TEXT_IN = ['text/plain']
const TEXT_AND_DATA_OUT = ['text/plain', 'application/json']

function skill(
  id: string,
  name: string,
  description: string,
  tags: string[],
  examples: string[]
): AgentSkill {
  return {
    id,
    name,
    description,
    tags,
    examples,
    inputModes: TEXT_IN,
    outputModes: TEXT_AND_DATA_OUT,
    securityRequirements: [],
  }
}

export const AGENT_SKILLS: AgentSkill[] = [
  skill(
    'cities',
    'Cities and city guides',
    'Which cities have a student community, and a city’s guide: about, universities, neighbourhoods, housing tips, places and monthly living costs.',
    ['cities', 'city guide', 'living costs', 'universities'],
    [
      'Which cities are there?',
      'Cities in Germany',
      'Tell me about Lisbon',
      'Cost of living in Munich',
    ]
  ),
  skill(
    'events',
    'Events',
    'Upcoming (or past) events in a city or of a type (halloween, welcome festival, semester kickoff, orientation week), on a date ("tonight", "tomorrow", "this weekend", "next month", "in March"), the next event in a city, or one event by its id.',
    ['events', 'halloween', 'welcome festival', 'semester kickoff', 'orientation week'],
    [
      'What events are in Berlin this weekend?',
      'Halloween parties in Amsterdam',
      'Orientation weeks next month',
      'When is the next event in Vienna?',
      'Show event berlin-halloween-2026',
    ]
  ),
  skill(
    'tickets',
    'Ticket prices and status',
    'Ticket prices per city and round, whether tickets are on sale, opening soon or sold out, early access and where to buy.',
    ['tickets', 'prices', 'presale', 'early access'],
    ['Ticket prices in Barcelona', 'Are Halloween tickets in Berlin on sale?']
  ),
  skill(
    'deals',
    'Partner deals',
    'Student discount codes and links from partners, by category (banking, mobile, travel, food, housing, shopping, education, insurance, fitness, entertainment).',
    ['deals', 'discounts', 'student codes'],
    ['Show me travel deals', 'Any food discounts?', 'All partner deals']
  ),
  skill(
    'pricing',
    'What is free, packages and policies',
    'What is free for students, the paid packages, and the refund and fee policies.',
    ['free', 'pricing', 'refunds', 'fees'],
    ['What is free?', 'What packages do you have?', 'What is the refund policy?']
  ),
  skill(
    'contact',
    'Contacting the team',
    'How to reach the team (e-mail, contact API). The agent itself is read only and sends nothing.',
    ['contact', 'support'],
    ['How can I contact the team?']
  ),
]
