import { defineReadTool } from '#mcp/server/read_tool'
import { eventCardView, eventsListView, toolUiMeta } from '#mcp/app_views'
import { invalidArguments } from '#mcp/server/protocol_errors'
import { filtersSentence, vineArguments } from '#mcp/server/tool_arguments'
import { EVENT_TYPES } from '#schemas/enums'
import { EventListSchema, EventSchema } from '#schemas/event'
import { getEvent, getNextEventInCity, listEventPage } from '#services/catalog/event_service'
import { eventListSchema } from '#validators/catalog'
import { eventLookupArgumentsSchema } from '#validators/mcp_tools'
import { eventListText, eventText, unmatchedPlacesText } from '#mcp/students/summaries'
import { listCityNames } from '#services/catalog/city_service'

export const listEventsTool = defineReadTool({
  name: 'list_events',
  title: 'List events',
  description: [
    `Student events (${EVENT_TYPES.join(', ')}) with ticket prices per round (each says sold_out), early access, ticket status and buy link, soonest first.`,
    filtersSentence(eventListSchema),
    'A city or country that matches nothing is named in the text with the cities covered. Paginated: pass next_cursor as cursor. Renders the events view in hosts that support MCP Apps. Same data as GET /api/v1/events.',
  ].join(' '),
  arguments: vineArguments(eventListSchema),
  output: EventListSchema,
  meta: toolUiMeta(eventsListView),
  read: listEventPage,
  /* a place that matched nothing: say so, with the cities there are (not "no events") */
  text: async (list, args) =>
    list.unmatched?.length
      ? unmatchedPlacesText(list.unmatched, args, await listCityNames())
      : eventListText(list),
})

export const getEventTool = defineReadTool({
  name: 'get_event',
  title: 'Get an event',
  description:
    'One event in full: date, venue, ticket prices per round, ticket status, early access, buy link, waiting list and entry rule. Give the event id from list_events, or a city (slug or name) to get the next event there that has not ended. Renders the event card in hosts that support MCP Apps. Same data as GET /api/v1/events/{id}.',
  arguments: vineArguments(eventLookupArgumentsSchema),
  output: EventSchema,
  meta: toolUiMeta(eventCardView),
  read: async (args) => {
    if (!args.id && !args.city) {
      throw invalidArguments('get_event', [
        { argument: 'id', message: 'Give an event id (from list_events) or a city' },
      ])
    }
    return args.id ? getEvent(args.id) : getNextEventInCity(args.city!)
  },
  text: eventText,
})
