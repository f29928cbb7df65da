/* Docs: blog guides, FAQ entries and policies served by the docs MCP server. */
import Doc from '#models/doc'
import { declareResource, namedAs } from '#admin/engine/admin_resource'
import { field, sameNamed } from '#admin/engine/form_parts'
import { choicesOf, cityChoiceList, filterOn, sortBy } from '#admin/engine/list_parts'
import { publicationAttributes } from '#admin/engine/publication_form'
import { DOC_LIST_FILTERS, docValidator, type DocInput } from '#admin/resources/doc/validator'
import { DOC_KINDS } from '#schemas/enums'

export const docResource = declareResource({
  ...namedAs('doc', 'docs'),
  shortcut: 'o',
  model: Doc,
  preview: true,
  titleOf: (row) => (row as Doc).title,
  attributes: (input: DocInput, _client: unknown, zone: string) => ({
    ...sameNamed(input, 'slug', 'kind', 'title', 'body'),
    summary: input.summary ?? '',
    cityId: input.city_id ?? null,
    ...publicationAttributes(input, zone),
  }),
  form: {
    validators: { create: docValidator, update: docValidator },
    newValues: () => ({ kind: 'blog', publication: 'draft' }),
    /* publication times as datetime-local values of the staff zone */
    publicationInStaffZone: true,
    sections: [
      {
        fields: [
          field.text('title', 'Title', { required: true }),
          field.slug(),
          field.select('kind', 'Kind', { required: true }),
          field.select('city_id', 'City', { choices: 'city', blank: 'Not about one city' }),
          field.textarea('summary', 'Summary', 2),
          field.textarea('body', 'Body (Markdown)', 18, { required: true, inputClass: 'mono' }),
        ],
      },
    ],
    choices: async () => ({
      kind: choicesOf(DOC_KINDS),
      city: await cityChoiceList(),
    }),
  },
  list: {
    description: 'Blog guides, FAQ entries and policies served by the docs MCP server.',
    placeholder: 'Title, slug or summary',
    columns: { title: 'Doc', kind: 'Kind', city: 'City', publication: 'Publication' },
    searchColumns: ['title', 'slug', 'summary'],
    filters: [filterOn.values('kind', 'Kind', DOC_KINDS), filterOn.city, filterOn.publication],
    filterRules: DOC_LIST_FILTERS,
    legacyFilter: 'kind',
    sorts: {
      title: sortBy.text('title'),
      kind: sortBy.columns('kind', 'slug'),
      publication: sortBy.columns('publication'),
    },
    defaultOrder: sortBy.columns('kind', 'slug'),
    defaultOrderLabel: 'By kind, then slug',
    withList: (query) => query.preload('city' as never),
    cellsView: 'doc::cells',
    bulk: true,
  },
})
