/** A ticked checkbox of a form (HTML sends "on", or the value given). */
export const isTicked = (value: unknown) => ['on', 'yes', '1', 'true'].includes(String(value))
