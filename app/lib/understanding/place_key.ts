import { foldText } from '#lib/text_folding'

/**
 * How place names compare: folded (lower case, no accents), every run of
 * characters other than letters and digits one space, trimmed.
 * "Pays-Bas" and "pays bas", "EE. UU." and "ee uu" are one key.
 */
export function placeKey(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}
