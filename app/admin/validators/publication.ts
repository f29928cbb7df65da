import vine from '@vinejs/vine'
import { PUBLICATION_STATES } from '#schemas/enums'
import { rules } from '#admin/validators/rules'

/**
 * The publication fields of the event, partner and doc forms (times are
 * datetime-local values, always in the signed-in staff member's zone: one
 * rule for every kind of record; event times stay in the event's zone).
 * The database checks the same (migration 0051).
 */
export const publicationFields = {
  publication: vine.enum(PUBLICATION_STATES),
  publish_at: rules
    .localDateTime({ inStaffZone: true })
    .use(rules.publishTimeMeant())
    .optional()
    .requiredWhen('publication', '=', 'scheduled'),
  unpublish_at: rules
    .localDateTime({ inStaffZone: true })
    .use(
      rules.notBefore({
        field: 'publish_at',
        label: 'the publish time',
        strict: true,
        inStaffZone: true,
      })
    )
    .optional(),
}

export const publicationMessages = {
  'publish_at.required': 'Say when it goes live (or choose draft or published)',
}
