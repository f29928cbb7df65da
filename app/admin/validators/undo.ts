import vine from '@vinejs/vine'
import { messagesProvider, rules } from '#admin/validators/rules'

/** The banner's "Undo" after a bulk change or a delete: the audit entries it takes back. */
export const undoChangesValidator = vine.create({
  entries: vine.array(rules.recordId('bigserial')).minLength(1).maxLength(1000),
})
undoChangesValidator.messagesProvider = messagesProvider({}, { entries: 'Changes to undo' })
