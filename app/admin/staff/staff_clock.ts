/*
| The time zone of the signed-in staff member: their own setting, else the
| service's STAFF_TIMEZONE. Every time in the panel is shown in it.
*/
import { IANAZone, type DateTime } from 'luxon'
import { serviceConfig } from '#config/service'
import type AdminUser from '#models/admin_user'
import { eventDateTime, staffDateTime } from '#presenters/staff_time'

export function staffZoneOf(user: Pick<AdminUser, 'timeZone'> | null | undefined): string {
  const zone = user?.timeZone
  return zone && IANAZone.create(zone).isValid ? zone : serviceConfig.staffTimezone
}

/** What the admin views use to print times (shared with every admin page). */
export function staffClock(zone: string) {
  return {
    zone,
    at: (instant: DateTime) => staffDateTime(instant, zone),
    iso: (instant: DateTime) => instant.setZone(zone).toISO(),
    inEventZone: (instant: DateTime, eventZone: string | null) =>
      eventDateTime(instant, eventZone ?? 'UTC'),
  }
}

export async function setStaffTimeZone(user: AdminUser, zone: string | null) {
  user.timeZone = zone
  await user.save()
}
