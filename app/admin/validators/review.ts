import vine from '@vinejs/vine'
import { messagesProvider, rules } from '#admin/validators/rules'

/** A comment on a record, or the reason a draft is sent back (required). */
export const commentValidator = vine.create({ comment: rules.paragraphs(5000) })
commentValidator.messagesProvider = messagesProvider(
  {
    'comment.required': 'Write a comment (for a draft sent back: what to change)',
  },
  { comment: 'Comment' }
)

/** A note with a submission or an approval (optional). */
export const reviewNoteValidator = vine.create({ comment: rules.paragraphs(5000).optional() })
reviewNoteValidator.messagesProvider = messagesProvider({}, { comment: 'Note' })

/** A submission for review: a note and the publication time wished (the staff member's zone). */
export const reviewSubmitValidator = vine.create({
  comment: rules.paragraphs(5000).optional(),
  wished_publish_at: rules.localDateTime({ inStaffZone: true }).optional(),
})
reviewSubmitValidator.messagesProvider = messagesProvider(
  {},
  { comment: 'Note', wished_publish_at: 'Publish at' }
)
