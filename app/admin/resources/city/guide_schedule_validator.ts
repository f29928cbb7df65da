import vine from '@vinejs/vine'
import { messagesProvider, parseLocalDateTime, rules } from '#admin/validators/rules'

/** A schedule must lie ahead: a time that has passed is "Publish now". */
const aheadRule = vine.createRule((value, _options, field) => {
  if (!field.isValid || typeof value !== 'string') return
  if (parseLocalDateTime(value, field.meta?.zone).toMillis() <= Date.now()) {
    field.report('Choose a time still to come, or use “Publish now”', 'ahead', field)
  }
})

/** When a city guide's draft is published by itself (the signed-in staff member's zone). */
export const guideScheduleValidator = vine.create({
  guide_publish_at: rules.localDateTime({ inStaffZone: true }).use(aheadRule()),
})

guideScheduleValidator.messagesProvider = messagesProvider({
  'guide_publish_at.required': 'Say when the draft goes live',
})
