import factory from '@adonisjs/lucid/factories'
import Partner from '#models/partner'
import PartnerLink from '#models/partner_link'
import { uniqueName } from '#database/factories/unique_name'

/** A link of a partner: its website. */
const PartnerLinkFactory = factory
  .define(PartnerLink, () => ({
    label: 'Website',
    url: 'https://partner.example.org',
    position: 0,
  }))
  .build()

/** A partner deal of the tests: a student offer of 10% off, listed last. */
export const PartnerFactory = factory
  .define(Partner, () => ({
    slug: uniqueName('partner'),
    category: 'food' as const,
    kind: 'student_offer' as const,
    deal: '10% off',
    code: null,
    position: 1000,
  }))
  .before('create', (_factory, partner) => {
    partner.name ??= `Partner ${partner.slug}`
    partner.description ??= `${partner.name} for students`
  })
  .relation('links', () => PartnerLinkFactory)
  .build()
