import vine from '@vinejs/vine'
import { messagesProvider, rules, uniqueIn } from '#admin/validators/rules'

export const DUPLICATE_UNITS = ['years', 'months', 'weeks', 'days'] as const

/** "Duplicate" of an event: the copy's id and name, and how far its dates move. */
export const duplicateEventValidator = vine.create({
  id: rules.slug(120).unique(uniqueIn('events', 'id')),
  name: rules.text(200),
  shift_amount: vine.number().withoutDecimals().range([0, 1000]),
  shift_unit: vine.enum(DUPLICATE_UNITS),
})
duplicateEventValidator.messagesProvider = messagesProvider(
  {
    'id.regex': 'Use lowercase letters, digits and single hyphens (e.g. berlin-halloween-2027)',
  },
  {
    id: 'Id of the copy',
    name: 'Name of the copy',
    shift_amount: 'Move dates by',
    shift_unit: 'Unit',
  }
)

export type DuplicateEventInput = Awaited<ReturnType<typeof duplicateEventValidator.validate>>
