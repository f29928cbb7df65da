import vine from '@vinejs/vine'
import { messagesProvider } from '#validators/admin/rules'

export const MIN_PASSWORD_LENGTH = 10

/** A new staff account (node ace admin:create). */
export const adminUserValidator = vine.create({
  email: vine.string().trim().toLowerCase().email().maxLength(254),
  password: vine.string().minLength(MIN_PASSWORD_LENGTH).maxLength(512),
  full_name: vine.string().trim().maxLength(120).optional(),
})
adminUserValidator.messagesProvider = messagesProvider()
