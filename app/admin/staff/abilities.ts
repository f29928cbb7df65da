/*
| Bouncer abilities of the admin panel, one per right of app/admin/staff/roles.ts.
| Routes require them (middleware `allow`), templates ask them (`@can`).
*/
import { Bouncer } from '@adonisjs/bouncer'
import type AdminUser from '#models/admin_user'
import { REVIEWER_ROLES, roleMay } from '#admin/staff/roles'

export const editContent = Bouncer.ability((user: AdminUser) => roleMay(user.role, 'content'))

export const readPersonalData = Bouncer.ability((user: AdminUser) =>
  roleMay(user.role, 'personal_data')
)

export const manageStaff = Bouncer.ability((user: AdminUser) => roleMay(user.role, 'staff'))

export const reviewDrafts = Bouncer.ability((user: AdminUser) => REVIEWER_ROLES.includes(user.role))
