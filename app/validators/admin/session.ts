import vine from '@vinejs/vine'
import { messagesProvider } from '#validators/admin/rules'

export const signInValidator = vine.create({
  email: vine.string().trim().toLowerCase().email().maxLength(254),
  password: vine.string().maxLength(512),
  next: vine.string().optional(),
})
signInValidator.messagesProvider = messagesProvider()
