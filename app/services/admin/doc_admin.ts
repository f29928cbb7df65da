/* Docs: blog guides, FAQ entries and policies served by the docs MCP server. */
import Doc from '#models/doc'
import type { AdminResource } from '#services/admin/admin_resource'
import {
  byColumns,
  byText,
  choicesOf,
  cityChoiceList,
  cityFilter,
  columnFilter,
  publicationFilter,
} from '#services/admin/list_parts'
import { publicationAttributes } from '#services/admin/publication_form'
import { docValidator, type DocInput } from '#validators/admin/doc'
import { DOC_LIST_FILTERS } from '#validators/admin/list_filters'
import { DOC_KINDS } from '#schemas/enums'

export const docResource: AdminResource = {
  entity: 'doc',
  label: 'Doc',
  plural: 'Docs',
  noun: { one: 'doc', many: 'docs' },
  model: Doc,
  path: 'docs',
  numericId: true,
  right: 'content',
  previewRoute: 'admin.preview.doc',
  children: [],
  titleOf: (row) => (row as Doc).title,
  attributes: (input: DocInput, _client: unknown, zone: string) => ({
    slug: input.slug,
    kind: input.kind,
    title: input.title,
    summary: input.summary ?? '',
    body: input.body,
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
          { name: 'title', label: 'Title', required: true, maxlength: 200 },
          { name: 'slug', label: 'Slug', required: true, maxlength: 120, inputClass: 'mono' },
          { name: 'kind', label: 'Kind', kind: 'select', choices: 'kind', required: true },
          {
            name: 'city_id',
            label: 'City',
            kind: 'select',
            choices: 'city',
            blank: 'Not about one city',
          },
          {
            name: 'summary',
            label: 'Summary',
            kind: 'textarea',
            rows: 2,
            maxlength: 1000,
            wide: true,
          },
          {
            name: 'body',
            label: 'Body (Markdown)',
            kind: 'textarea',
            rows: 18,
            required: true,
            wide: true,
            inputClass: 'mono',
          },
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
    columns: [
      { key: 'title', label: 'Doc', sort: 'title' },
      { key: 'kind', label: 'Kind', sort: 'kind' },
      { key: 'city', label: 'City' },
      { key: 'publication', label: 'Publication', sort: 'publication' },
    ],
    searchColumns: ['title', 'slug', 'summary'],
    filters: [
      columnFilter('kind', 'Kind', 'kind', () => choicesOf(DOC_KINDS)),
      cityFilter,
      publicationFilter,
    ],
    filterRules: DOC_LIST_FILTERS,
    legacyFilter: 'kind',
    sorts: {
      title: byText('title'),
      kind: byColumns('kind', 'slug'),
      publication: byColumns('publication'),
    },
    defaultOrder: byColumns('kind', 'slug'),
    defaultOrderLabel: 'By kind, then slug',
    withList: (query) => query.preload('city' as never),
    cellsView: 'admin/docs/cells',
    bulk: true,
  },
}
