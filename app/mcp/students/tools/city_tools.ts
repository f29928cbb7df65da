import { defineReadTool } from '#mcp/server/read_tool'
import { filtersSentence, vineArguments } from '#mcp/server/tool_arguments'
import { CityGuideSchema, CityListSchema } from '#schemas/city'
import { getCityGuide, searchCityPage } from '#services/catalog/city_service'
import { citySearchSchema } from '#validators/catalog'
import { cityGuideArgumentsSchema } from '#validators/mcp_tools'
import { cityGuideText, cityListText } from '#mcp/students/summaries'

export const searchCitiesTool = defineReadTool({
  name: 'search_cities',
  title: 'Search cities',
  description: [
    'Find the cities where student communities and events run, with each city slug and links to its city guide, festival page and Halloween page.',
    filtersSentence(citySearchSchema),
    'Paginated: pass next_cursor as cursor for the next page. Same data as GET /api/v1/cities.',
  ].join(' '),
  arguments: vineArguments(citySearchSchema),
  output: CityListSchema,
  read: searchCityPage,
  text: cityListText,
})

export const getCityGuideTool = defineReadTool({
  name: 'get_city_guide',
  title: 'Get a city guide',
  description:
    'The guide for one city: monthly costs, universities, neighbourhoods, housing tips, places and upcoming events. Give the city slug from search_cities or the city name. Same data as GET /api/v1/cities/{slug}.',
  arguments: vineArguments(cityGuideArgumentsSchema),
  output: CityGuideSchema,
  read: (args) => getCityGuide(args.city),
  text: cityGuideText,
})
