import AdminUser from '#models/admin_user'

/** Every staff account for the staff page: active admins first, then by address. */
export function listStaff() {
  return AdminUser.query()
    .orderByRaw('disabled_at IS NOT NULL')
    .orderByRaw("role = 'admin' DESC")
    .orderBy('email')
}

export function findStaff(id: number) {
  return AdminUser.findOrFail(id)
}
