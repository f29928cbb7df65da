import vine from '@vinejs/vine'

/** The "Undo" button after a one-click change: the audit entry it takes back. */
export const undoQuickChangeValidator = vine.create({
  entry: vine.number().withoutDecimals().min(1),
})
