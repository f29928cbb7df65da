import factory from '@adonisjs/lucid/factories'
import AdminUser from '#models/admin_user'
import { uniqueName } from '#database/factories/unique_name'

/** The password of every staff account the factory makes. */
export const STAFF_PASSWORD = 'correct-horse-battery'

/** A staff account (the database's default role) that signs in with STAFF_PASSWORD. */
export const AdminUserFactory = factory
  .define(AdminUser, () => ({
    email: `${uniqueName('staff')}@example.org`,
    password: STAFF_PASSWORD,
    fullName: 'Test Staff',
  }))
  .build()
