/* Date phrases are read in app/understanding/dates (every language, by rule) */
export { DEFAULT_TIMEZONE, readDatePhrase } from '#understanding/dates/read_date_phrase'
