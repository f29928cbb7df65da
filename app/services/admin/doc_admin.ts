/* Docs: blog guides, FAQ entries and policies served by the docs MCP server. */
import Doc from '#models/doc'
import type { AdminResource } from '#services/admin/admin_resource'
import { cityChoices } from '#services/admin/city_admin'
import {
  byColumns,
  byText,
  choicesOf,
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
  attributes: (input: DocInput) => ({
    slug: input.slug,
    kind: input.kind,
    title: input.title,
    summary: input.summary ?? '',
    body: input.body,
    cityId: input.city_id ?? null,
    ...publicationAttributes(input),
  }),
  form: {
    view: 'admin/docs/form',
    validators: { create: docValidator, update: docValidator },
    newValues: () => ({ kind: 'blog', publication: 'draft' }),
    /* publication times as datetime-local values of the staff zone */
    publicationInStaffZone: true,
    choices: async () => ({
      kinds: DOC_KINDS,
      cities: await cityChoices(),
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
