/*
| The enumerations of the domain, declared once. The database repeats them
| as CHECK constraints (a change here needs a migration there). Short lists
| stay on a line or two (prettier-ignore) so they read as one value.
*/
// prettier-ignore
export const EVENT_TYPES = [
  'halloween', 'welcome_festival', 'semester_kickoff', 'orientation_week',
] as const
export type EventType = (typeof EVENT_TYPES)[number]

export const EVENT_STATUSES = ['upcoming', 'past'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

// prettier-ignore
export const TICKET_STATUSES = [
  'on_sale', 'opens_soon', 'coming_soon', 'see_page', 'ended',
] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]

// prettier-ignore
export const PARTNER_CATEGORIES = [
  'banking', 'mobile', 'travel', 'food', 'housing',
  'shopping', 'education', 'insurance', 'fitness', 'entertainment',
] as const
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number]

/** discount_code: a code to enter; referral_link: the deal applies through the link;
 *  student_offer: a standing student price (show a student ID); free_trial: a free period. */
// prettier-ignore
export const PARTNER_KINDS = [
  'discount_code', 'referral_link', 'student_offer', 'free_trial',
] as const
export type PartnerKind = (typeof PARTNER_KINDS)[number]

export const PRICING_SECTIONS = ['free', 'package', 'refund_policy', 'fee_policy'] as const
export type PricingSection = (typeof PRICING_SECTIONS)[number]

export const DOC_KINDS = ['blog', 'faq', 'policy'] as const
export type DocKind = (typeof DOC_KINDS)[number]

// prettier-ignore
export const PLACE_CATEGORIES = [
  'food', 'nightlife', 'culture', 'study', 'outdoors', 'shopping', 'sport',
] as const
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number]

/** What a staff-given alias names: the city itself, or the country it lies in. */
export const CITY_ALIAS_KINDS = ['city', 'country'] as const
export type CityAliasKind = (typeof CITY_ALIAS_KINDS)[number]

const MESSAGE_SOURCES = ['api', 'mcp', 'site'] as const
export type MessageSource = (typeof MESSAGE_SOURCES)[number]

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'not_configured'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

const WAITLIST_SOURCES = ['mcp', 'api', 'admin', 'site'] as const
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number]

/** What staff set on an event, partner or doc; what is public now is derived (app/services/publication.ts). */
export const PUBLICATION_STATES = ['draft', 'published', 'scheduled'] as const
export type PublicationState = (typeof PUBLICATION_STATES)[number]

export const STAFF_ROLES = ['admin', 'editor'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** What the staff panel's search across everything finds, in the order it shows them. */
export const ADMIN_SEARCH_KINDS = [
  'event',
  'city',
  'guide_entry',
  'partner',
  'pricing_item',
  'doc',
  'media',
  'waitlist_entry',
  'contact_message',
  'staff',
] as const
export type AdminSearchKind = (typeof ADMIN_SEARCH_KINDS)[number]

/** The languages the service reads questions in (ISO 639-1). */
export const LANGUAGES = ['en', 'de', 'nl', 'es', 'fr', 'it', 'pl', 'cs', 'pt'] as const
