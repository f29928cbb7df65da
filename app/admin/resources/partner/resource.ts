/* Partners: student deals (discount codes, referral links, standing offers) with their links. */
import Partner from '#models/partner'
import PartnerLink from '#models/partner_link'
import { declareResource, namedAs } from '#admin/engine/admin_resource'
import { field, sameNamed } from '#admin/engine/form_parts'
import { choicesOf, filterOn, sortBy } from '#admin/engine/list_parts'
import { publicationAttributes } from '#admin/engine/publication_form'
import {
  PARTNER_LIST_FILTERS,
  partnerValidator,
  type PartnerInput,
} from '#admin/resources/partner/validator'
import { PARTNER_CATEGORIES, PARTNER_KINDS } from '#schemas/enums'

export const partnerResource = declareResource({
  ...namedAs('partner', 'partners'),
  shortcut: 'p',
  model: Partner,
  preview: true,
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
    ...sameNamed(input, 'slug', 'name', 'category', 'kind', 'description', 'deal'),
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
          field.text('name', 'Name', { required: true }),
          field.slug(),
          field.select('category', 'Category', { required: true, blank: 'Choose…' }),
          field.select('kind', 'Kind of deal', { required: true, blank: 'Choose…' }),
          field.text('code', 'Discount code', {
            hint: 'Required for a discount-code deal.',
            inputClass: 'mono',
          }),
          field.position('Lower comes first.'),
          field.textarea('deal', 'Deal', 2, { required: true }),
          field.textarea('description', 'Description', 3, { required: true }),
        ],
        rows: [
          {
            key: 'links',
            legend: 'Links',
            itemLabel: 'link',
            addLabel: 'Add a link',
            columns: [
              { key: 'label', label: 'Label', placeholder: 'Get the deal' },
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
    columns: { name: 'Partner', category: 'Category', deal: 'Deal', position: 'Order' },
    searchColumns: ['name', 'slug', 'deal'],
    filters: [
      filterOn.values('category', 'Category', PARTNER_CATEGORIES),
      filterOn.values('kind', 'Kind of deal', PARTNER_KINDS),
      filterOn.publication,
    ],
    filterRules: PARTNER_LIST_FILTERS,
    legacyFilter: 'category',
    sorts: {
      name: sortBy.text('name'),
      category: sortBy.columns('category'),
      position: sortBy.columns('position'),
    },
    defaultOrder: (query) => query.orderBy('position').orderBy('name'),
    defaultOrderLabel: 'By order, then name',
    withList: (query) => query.withCount('links' as never, (links: any) => links.clearOrder()),
    cellsView: 'partner::cells',
    bulk: true,
  },
})
