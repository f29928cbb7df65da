import vine from '@vinejs/vine'
import { messagesProvider } from '#admin/validators/rules'
import { emailAddress } from '#validators/email'

/** The labels of the sign-in and two-factor forms (admin/auth, admin/two_factor). */
const LABELS = { email: 'E-mail', password: 'Password', code: 'Code' }

export const signInValidator = vine.create({
  email: emailAddress().toLowerCase(),
  password: vine.string().maxLength(512),
  next: vine.string().optional(),
})
signInValidator.messagesProvider = messagesProvider({}, LABELS)

/** The second step of signing in: a 6-digit app code or a recovery code. */
export const secondFactorValidator = vine.create({
  code: vine.string().trim().minLength(1).maxLength(64),
})
secondFactorValidator.messagesProvider = messagesProvider({}, LABELS)

/** Turning two-factor sign-in on: the password again and the code the app shows for the offered secret. */
export const twoFactorSetupValidator = vine.create({
  code: vine.string().trim().minLength(1).maxLength(16),
  password: vine.string().maxLength(512),
})
twoFactorSetupValidator.messagesProvider = messagesProvider({}, LABELS)

/** Turning it off or renewing recovery codes: the current password (or an app code) again. */
export const passwordConfirmValidator = vine.create({
  password: vine.string().maxLength(512),
})
passwordConfirmValidator.messagesProvider = messagesProvider({}, LABELS)
