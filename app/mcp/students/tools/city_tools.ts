import { defineTool } from '#mcp/server/definitions'
import { vineArguments } from '#mcp/server/tool_arguments'
import { CityGuideSchema, CityListSchema } from '#schemas/city'
import { getCityGuide, searchCityPage } from '#services/catalog/city_service'
import { citySearchSchema } from '#validators/catalog'
import { cityGuideArgumentsSchema } from '#validators/mcp_tools'
import { cityGuideText, cityListText } from '#mcp/students/summaries'
import { structuredResult } from '#mcp/server/tool_results'
import { READ_ONLY_ANNOTATIONS } from '#mcp/server/tool_annotations'

export const searchCitiesTool = defineTool({
  name: 'search_cities',
  title: 'Search cities',
  description:
    'Find the cities where student communities and events run, with each city slug and links to its city guide, festival page and Halloween page. Filter by city or country name (partial, case- and accent-insensitive) or two-letter country code. Paginated: pass next_cursor as cursor for the next page. Same data as GET /api/v1/cities.',
  kind: 'read',
  arguments: vineArguments(citySearchSchema),
  output: CityListSchema,
  annotations: READ_ONLY_ANNOTATIONS,
  async run(args) {
    const list = await searchCityPage(args)
    return list.ok ? structuredResult(list.value, cityListText(list.value)) : list
  },
})

export const getCityGuideTool = defineTool({
  name: 'get_city_guide',
  title: 'Get a city guide',
  description:
    'The guide for one city: monthly costs, universities, neighbourhoods, housing tips, places and upcoming events. Give the city slug from search_cities or the city name. Same data as GET /api/v1/cities/{slug}.',
  kind: 'read',
  arguments: vineArguments(cityGuideArgumentsSchema),
  output: CityGuideSchema,
  annotations: READ_ONLY_ANNOTATIONS,
  async run(args) {
    const guide = await getCityGuide(args.city)
    return guide.ok ? structuredResult(guide.value, cityGuideText(guide.value)) : guide
  },
})
