import vine from '@vinejs/vine'
import { messagesProvider } from '#validators/admin/rules'
import { emailAddress } from '#validators/email'

export const signInValidator = vine.create({
  email: emailAddress().toLowerCase(),
  password: vine.string().maxLength(512),
  next: vine.string().optional(),
})
signInValidator.messagesProvider = messagesProvider()
