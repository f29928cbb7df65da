/* Cities: the city guides with their costs, universities, neighbourhoods, housing tips and places. */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, LucidRow, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import City from '#models/city'
import CityCost from '#models/city_cost'
import CityUniversity from '#models/city_university'
import CityNeighbourhood from '#models/city_neighbourhood'
import CityHousingTip from '#models/city_housing_tip'
import CityPlace from '#models/city_place'
import CityAlias from '#models/city_alias'
import Event from '#models/event'
import Doc from '#models/doc'
import { declareResource, namedAs, type ChildRows } from '#admin/engine/admin_resource'
import { choicesOf, filterOn, sortBy } from '#admin/engine/list_parts'
import { CITY_FORM } from '#admin/resources/city/form'
import { sameNamed } from '#admin/engine/form_parts'
import { CITY_LIST_FILTERS, cityValidator, type CityInput } from '#admin/resources/city/validator'
import { PLACE_CATEGORIES } from '#schemas/enums'

const guideList = (
  key: string,
  relation: string,
  model: ChildRows['model'],
  fields: string[]
): ChildRows => ({ key, relation, model, fields, parent: 'cityId', label: key.replace('_', ' ') })

/** The guide lists of a city: form key, relation, model and the columns staff edit. */
const CITY_GUIDE_LISTS = [
  guideList('costs', 'costs', CityCost, ['label', 'value']),
  guideList('universities', 'universities', CityUniversity, ['name', 'url']),
  guideList('neighbourhoods', 'neighbourhoods', CityNeighbourhood, ['name', 'description']),
  guideList('housing_tips', 'housingTips', CityHousingTip, ['tip']),
  guideList('places', 'places', CityPlace, ['name', 'category', 'description', 'url']),
  guideList('aliases', 'aliases', CityAlias, ['name', 'kind']),
]

async function countOf(query: ModelQueryBuilderContract<LucidModel, LucidRow>) {
  const row = await query.count('* as total').first()
  return Number(row?.$extras.total ?? 0)
}

/* events keep a copy of their city's name */
async function renameEventsOf(city: City, trx: TransactionClientContract) {
  await Event.query({ client: trx })
    .where('city_id', city.id)
    .whereNot('city_name', city.name)
    .update({ cityName: city.name })
}

async function countryChoices() {
  const rows = await City.query().distinct('country_code', 'country').orderBy('country')
  return rows.map((row) => ({ value: row.countryCode, label: row.country }))
}

export const cityResource = declareResource({
  ...namedAs('city', 'cities'),
  shortcut: 'c',
  model: City,
  children: CITY_GUIDE_LISTS,
  titleOf: (row) => (row as City).name,
  attributes: (input: CityInput) => ({
    ...sameNamed(input, 'slug', 'name', 'country', 'timezone', 'summary'),
    countryCode: input.country_code,
    festivalName: input.festival_name,
    cityGuideUrl: input.city_guide_url,
    festivalUrl: input.festival_url,
    halloweenUrl: input.halloween_url ?? null,
    about: input.about ?? '',
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  }),
  afterUpdate: (row, trx) => renameEventsOf(row as City, trx),
  /* the guide lists go with it (ON DELETE CASCADE); events and docs stay, unlinked */
  deletionImpact: async (row) => ({
    deleted: [],
    unlinked: [
      {
        label: 'events (they keep the city name)',
        count: await countOf(Event.query().where('city_id', (row as City).id)),
      },
      { label: 'docs', count: await countOf(Doc.query().where('city_id', (row as City).id)) },
    ],
  }),
  form: {
    validators: { create: cityValidator, update: cityValidator },
    newValues: () => Object.fromEntries(CITY_GUIDE_LISTS.map((list) => [list.key, []])),
    sections: CITY_FORM,
    image: true,
    datalists: [{ id: 'timezones', choices: 'timezones' }],
    choices: () => ({
      place_category: choicesOf(PLACE_CATEGORIES),
      city_alias_kind: [
        { value: 'city', label: 'City' },
        { value: 'country', label: 'Country' },
      ],
      timezones: Intl.supportedValuesOf('timeZone'),
    }),
  },
  list: {
    description: 'City guides: costs, universities, neighbourhoods, housing tips and places.',
    placeholder: 'Name, country or slug',
    columns: { name: 'City', country: 'Country', events: 'Events', updated: 'Updated' },
    searchColumns: ['name', 'country', 'slug'],
    searchCity: 'id',
    filters: [filterOn.column('country', 'Country', 'country_code', countryChoices)],
    filterRules: CITY_LIST_FILTERS,
    sorts: {
      name: sortBy.text('name'),
      country: (query, direction) => sortBy.text('country')(query, direction).orderBy('name'),
      events: (query, direction) =>
        query.orderByRaw(
          `(select count(*) from events where events.city_id = cities.id) ${direction}`
        ),
      updated: sortBy.columns('updated_at'),
    },
    defaultOrder: sortBy.columns('name'),
    defaultOrderLabel: 'By name',
    withList: (query) => query.withCount('events' as never),
    cellsView: 'city::cells',
  },
})
