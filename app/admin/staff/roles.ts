/*
| What each staff role may do, declared once: the abilities (app/abilities),
| the navigation and the staff pages read it, and a test walks every rule.
*/
import type { StaffRole } from '#schemas/enums'

export const STAFF_RIGHTS = {
  content: 'Edit content: cities, events, partners, pricing, docs; publish; history; bulk actions',
  personal_data: 'See and export personal data: waiting lists and contact messages',
  staff: 'Manage staff accounts: invite, change roles, disable, send password resets',
} as const
export type StaffRight = keyof typeof STAFF_RIGHTS

export const ROLE_RIGHTS: Record<StaffRole, readonly StaffRight[]> = {
  admin: ['content', 'personal_data', 'staff'],
  editor: ['content'],
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin: everything, including staff accounts and personal data',
  editor: 'Editor: content only',
}

/**
 * Whose publishing goes through review when review is required
 * (STAFF_REVIEW=editors): such a role saves drafts and submits them; a role
 * with the `staff` right approves or sends them back.
 */
export const REVIEWED_ROLES: readonly StaffRole[] = ['editor']
/** Who approves drafts sent for review, or sends them back with a comment. */
export const REVIEWER_ROLES: readonly StaffRole[] = ['admin']
/** Who may see, apply and undo any staff member's events import (everyone else: their own). */
export const IMPORT_OVERSEER_ROLES: readonly StaffRole[] = ['admin']

export const roleMay = (role: StaffRole, right: StaffRight) => ROLE_RIGHTS[role].includes(right)
