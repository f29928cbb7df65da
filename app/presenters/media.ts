/* How the media library's pictures read for people: usage in words, focal point as CSS classes. */

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "Used by 3 events and 1 city", or "Not used yet". */
export function usageText(events: number, cities: number): string {
  const parts = [
    events > 0 ? counted(events, 'event', 'events') : null,
    cities > 0 ? counted(cities, 'city', 'cities') : null,
  ].filter(Boolean)
  return parts.length ? `Used by ${parts.join(' and ')}` : 'Not used yet'
}

/** Focal points are shown in steps of this many percent (one CSS class per step and axis). */
const FOCAL_STEP = 5

const stepped = (percent: number) =>
  Math.min(100, Math.max(0, Math.round(percent / FOCAL_STEP) * FOCAL_STEP))

/**
 * The classes that crop a picture around its focal point (`object-position`
 * in public/shared/focal.css: inline styles are refused by the CSP); empty
 * without a focal point.
 */
export function focalClasses(focal: { x: number; y: number } | null | undefined): string {
  if (!focal) return ''
  return `focal focal-x-${stepped(focal.x)} focal-y-${stepped(focal.y)}`
}
