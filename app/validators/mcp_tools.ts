import { SimpleMessagesProvider } from '@vinejs/vine'
import vine from '#validators/vine'
import { oneLine } from '#validators/one_line'

/*
| Arguments of the MCP tools that have no REST query-string counterpart
| (REST takes these from the path). The list tools reuse the catalog
| validators as they are.
*/

const citySlugOrName = (description: string) =>
  vine.string().trim().minLength(1).maxLength(120).use(oneLine()).meta({ description })

export const cityGuideArgumentsSchema = vine.object({
  city: citySlugOrName(
    'City slug (from search_cities) or city name, case- and accent-insensitive, e.g. "berlin" or "München"'
  ),
})

export const eventLookupArgumentsSchema = vine.object({
  id: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(120)
    .optional()
    .meta({ description: 'Event id from list_events, e.g. "berlin-halloween-2026"' }),
  city: citySlugOrName(
    'Instead of an id: a city slug or name; returns the next event there that has not ended'
  ).optional(),
})

/** send_message_to_team takes the contact fields plus these. */
export const messageToTeamExtrasSchema = vine.object({
  consent: vine.literal(true).meta({
    description:
      'Must be true: the person agreed that this message, with their name and e-mail, is sent to the team',
  }),
  idempotency_key: vine.string().maxLength(200).optional().meta({
    description:
      'Optional unique value per message (e.g. a UUID); a retry with the same key and content is not sent twice',
  }),
})

export const messageToTeamExtrasValidator = vine.compile(messageToTeamExtrasSchema)

messageToTeamExtrasValidator.messagesProvider = new SimpleMessagesProvider({
  'required': 'The {{ field }} field is required',
  'consent.literal':
    'consent must be true: ask the person whether they agree to send this message to the team first',
  'maxLength': 'The {{ field }} field must be at most {{ max }} characters long',
  'string': 'The {{ field }} field must be a string',
})
