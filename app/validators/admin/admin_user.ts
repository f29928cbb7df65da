import vine from '@vinejs/vine'
import { messagesProvider } from '#validators/admin/rules'
import { emailAddress } from '#validators/email'

const MIN_PASSWORD_LENGTH = 10

/** A new staff account (node ace admin:create). */
export const adminUserValidator = vine.create({
  email: emailAddress().toLowerCase(),
  password: vine.string().minLength(MIN_PASSWORD_LENGTH).maxLength(512),
  full_name: vine.string().trim().maxLength(120).optional(),
})
adminUserValidator.messagesProvider = messagesProvider()

/** A staff member changes their own password (/admin/account). */
export const passwordChangeValidator = vine.create({
  current_password: vine.string().maxLength(512),
  password: vine.string().minLength(MIN_PASSWORD_LENGTH).maxLength(512).confirmed(),
})
passwordChangeValidator.messagesProvider = messagesProvider({
  'password_confirmation.confirmed': 'The two new passwords differ',
  'password.minLength': `At least ${MIN_PASSWORD_LENGTH} characters`,
})
