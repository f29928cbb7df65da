import vine from '@vinejs/vine'
import { messagesProvider, rules } from '#admin/validators/rules'

/** The "Undo" button after a one-click change: the audit entry it takes back. */
export const undoQuickChangeValidator = vine.create({
  entry: rules.recordId('bigserial'),
})
undoQuickChangeValidator.messagesProvider = messagesProvider({}, { entry: 'Change to undo' })
