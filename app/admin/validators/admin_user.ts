import vine from '@vinejs/vine'
import { messagesProvider, rules } from '#admin/validators/rules'
import { emailAddress } from '#validators/email'
import { STAFF_ROLES } from '#schemas/enums'

const MIN_PASSWORD_LENGTH = 10

/** The labels of the account, staff and password forms (admin/account, admin/staff, admin/auth). */
const LABELS = {
  email: 'E-mail',
  full_name: 'Name',
  role: 'Role',
  current_password: 'Current password',
  password: 'New password',
  password_confirmation: 'New password again',
  time_zone: 'Time zone',
}

/** A new staff account (node ace admin:create). */
export const adminUserValidator = vine.create({
  email: emailAddress().toLowerCase(),
  password: vine.string().minLength(MIN_PASSWORD_LENGTH).maxLength(512),
  full_name: rules.text(120).optional(),
  role: vine.enum(STAFF_ROLES),
})
adminUserValidator.messagesProvider = messagesProvider({}, LABELS)

/** A staff member changes their own password (/admin/account). */
export const passwordChangeValidator = vine.create({
  current_password: vine.string().maxLength(512),
  password: vine.string().minLength(MIN_PASSWORD_LENGTH).maxLength(512).confirmed(),
})
passwordChangeValidator.messagesProvider = messagesProvider(
  {
    'password_confirmation.confirmed': 'The two new passwords differ',
    'password.minLength': `At least ${MIN_PASSWORD_LENGTH} characters`,
  },
  LABELS
)

const newPassword = () => vine.string().minLength(MIN_PASSWORD_LENGTH).maxLength(512).confirmed()

const newPasswordMessages = {
  'password_confirmation.confirmed': 'The two passwords differ',
  'password.minLength': `At least ${MIN_PASSWORD_LENGTH} characters`,
}

/** An admin invites a colleague (/admin/staff/new): they choose their password by e-mail. */
export const staffInvitationValidator = vine.create({
  email: emailAddress().toLowerCase(),
  full_name: rules.text(120).optional(),
  role: vine.enum(STAFF_ROLES),
})
staffInvitationValidator.messagesProvider = messagesProvider({}, LABELS)

export const staffRoleValidator = vine.create({ role: vine.enum(STAFF_ROLES) })
staffRoleValidator.messagesProvider = messagesProvider({}, LABELS)

/** "Forgot password" on the sign-in page. */
export const forgotPasswordValidator = vine.create({ email: emailAddress().toLowerCase() })
forgotPasswordValidator.messagesProvider = messagesProvider({}, LABELS)

/** The page of an e-mailed link: the token and the new password. */
export const linkPasswordValidator = vine.create({
  token: vine.string().regex(/^[A-Za-z0-9_-]{43}$/),
  password: newPassword(),
})
linkPasswordValidator.messagesProvider = messagesProvider(newPasswordMessages, LABELS)

/** A staff member chooses the zone the panel shows times in (empty: the service's). */
export const staffTimeZoneValidator = vine.create({
  time_zone: rules.timezone().optional(),
})
staffTimeZoneValidator.messagesProvider = messagesProvider({}, LABELS)
