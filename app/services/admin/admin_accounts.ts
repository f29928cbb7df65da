import AdminUser from '#models/admin_user'

export class DuplicateAdminAccount extends Error {
  constructor(email: string) {
    super(`A staff account for ${email} already exists`)
  }
}

/** Creates a staff account; the model hashes the password (scrypt) before saving. */
export async function createAdminAccount(input: {
  email: string
  password: string
  fullName?: string
}) {
  const email = input.email.trim().toLowerCase()
  const existing = await AdminUser.query().whereRaw('lower(email) = ?', [email]).first()
  if (existing) throw new DuplicateAdminAccount(email)
  return AdminUser.create({ email, password: input.password, fullName: input.fullName ?? null })
}
