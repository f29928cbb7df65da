/* Partners: student deals (discount codes, referral links, standing offers) with their links. */
import Partner from '#models/partner'
import PartnerLink from '#models/partner_link'
import type { AdminResource } from '#services/admin/admin_resource'
import {
  byColumns,
  byText,
  choicesOf,
  columnFilter,
  publicationFilter,
} from '#services/admin/list_parts'
import { publicationAttributes } from '#services/admin/publication_form'
import { partnerValidator, type PartnerInput } from '#validators/admin/partner'
import { PARTNER_LIST_FILTERS } from '#validators/admin/list_filters'
import { PARTNER_CATEGORIES, PARTNER_KINDS } from '#schemas/enums'

export const partnerResource: AdminResource = {
  entity: 'partner',
  label: 'Partner',
  plural: 'Partners',
  noun: { one: 'partner', many: 'partners' },
  model: Partner,
  path: 'partners',
  numericId: true,
  right: 'content',
  previewRoute: 'admin.preview.partner',
  children: [
    {
      key: 'links',
      relation: 'links',
      label: 'links',
      model: PartnerLink,
      parent: 'partnerId',
      fields: ['label', 'url'],
    },
  ],
  titleOf: (row) => (row as Partner).name,
  attributes: (input: PartnerInput, _client: unknown, zone: string) => ({
    slug: input.slug,
    name: input.name,
    category: input.category,
    kind: input.kind,
    description: input.description,
    deal: input.deal,
    code: input.code ?? null,
    position: input.position ?? 0,
    ...publicationAttributes(input, zone),
  }),
  form: {
    validators: { create: partnerValidator, update: partnerValidator },
    newValues: () => ({ links: [], position: 0, publication: 'draft' }),
    /* publication times as datetime-local values of the staff zone */
    publicationInStaffZone: true,
    sections: [
      {
        title: 'Partner',
        fields: [
          { name: 'name', label: 'Name', required: true, maxlength: 120 },
          { name: 'slug', label: 'Slug', required: true, maxlength: 80, inputClass: 'mono' },
          {
            name: 'category',
            label: 'Category',
            kind: 'select',
            choices: 'category',
            required: true,
            blank: 'Choose…',
          },
          {
            name: 'kind',
            label: 'Kind of deal',
            kind: 'select',
            choices: 'kind',
            required: true,
            blank: 'Choose…',
          },
          {
            name: 'code',
            label: 'Discount code',
            maxlength: 64,
            hint: 'Required for a discount-code deal.',
            inputClass: 'mono',
          },
          {
            name: 'position',
            label: 'Order',
            kind: 'number',
            min: 0,
            step: 1,
            hint: 'Lower comes first.',
            inputClass: 'short',
          },
          {
            name: 'deal',
            label: 'Deal',
            kind: 'textarea',
            rows: 2,
            required: true,
            maxlength: 1000,
            wide: true,
          },
          {
            name: 'description',
            label: 'Description',
            kind: 'textarea',
            rows: 3,
            required: true,
            maxlength: 2000,
            wide: true,
          },
        ],
        rows: [
          {
            key: 'links',
            legend: 'Links',
            itemLabel: 'link',
            addLabel: 'Add a link',
            columns: [
              { key: 'label', label: 'Label', placeholder: 'Get the deal', maxlength: 120 },
              { key: 'url', label: 'Address', placeholder: 'https://' },
            ],
          },
        ],
      },
    ],
    choices: () => ({
      category: choicesOf(PARTNER_CATEGORIES),
      kind: choicesOf(PARTNER_KINDS),
    }),
  },
  list: {
    description: 'Student deals: discount codes, referral links and standing offers.',
    placeholder: 'Name, slug or deal',
    columns: [
      { key: 'name', label: 'Partner', sort: 'name' },
      { key: 'category', label: 'Category', sort: 'category' },
      { key: 'deal', label: 'Deal' },
      { key: 'position', label: 'Order', sort: 'position' },
    ],
    searchColumns: ['name', 'slug', 'deal'],
    filters: [
      columnFilter('category', 'Category', 'category', () => choicesOf(PARTNER_CATEGORIES)),
      columnFilter('kind', 'Kind of deal', 'kind', () => choicesOf(PARTNER_KINDS)),
      publicationFilter,
    ],
    filterRules: PARTNER_LIST_FILTERS,
    legacyFilter: 'category',
    sorts: {
      name: byText('name'),
      category: byColumns('category'),
      position: byColumns('position'),
    },
    defaultOrder: (query) => query.orderBy('position').orderBy('name'),
    defaultOrderLabel: 'By order, then name',
    withList: (query) => query.withCount('links' as never, (links: any) => links.clearOrder()),
    cellsView: 'admin/partners/cells',
    bulk: true,
  },
}
