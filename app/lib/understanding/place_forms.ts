/*
| The base forms a place name written in a grammatical case may stand for,
| by rule: the case endings of Polish and Czech (locative, genitive, dative,
| accusative, instrumental), the German genitive -s and the German and Dutch
| adjective endings (-er, -se: Berliner, Amsterdamse) are taken off, the
| consonant a case ending softened is put back (Pradze → Prag-a, Praze →
| Prah-a, Ameryce → Ameryk-a) and a vowel that drops in the other cases is
| put back (Wiedniu → Wiedeń, Vídni → Vídeň). Names compare folded, so
| "krakowie" gives "krakow" (Kraków) and "berline" gives "berlin". Every
| door resolves a name through this rule (place_names.ts).
*/

/** Case endings, longest first (folded: no accents). */
const ENDINGS = [
  'owi',
  /* the German and Dutch adjective of a place: Berliner, Münchner, Wiener; Amsterdamse */
  'er',
  'se',
  'iem',
  'iu',
  'ie',
  'em',
  'ou',
  'ach',
  'ech',
  'ami',
  'a',
  'e',
  'i',
  'u',
  'y',
  'o',
  's',
]

/** A consonant as a case ending left it, and the consonant of the base form. */
const SOFTENED: [string, string][] = [
  ['cz', 'c'],
  ['dz', 'g'],
  ['rz', 'r'],
  ['z', 'h'],
  ['z', 'g'],
  ['c', 'k'],
  ['sz', 'ch'],
  ['s', 'ch'],
]

/** Vowels the base forms end with (feminine names: Praga, Barcelona, Lizbona, Ostrava; plural names: Niemcy, Włochy, Węgry, whose locative is -ech: Niemczech, Włoszech). */
const BASE_ENDINGS = ['', 'a', 'o', 'y']

function withDroppedVowel(base: string): string[] {
  /* Wiedn- → wieden, Vídn- → viden: two consonants at the end had an e between them */
  const match = /^(.*[^aeiouy])([^aeiouy])$/.exec(base)
  return match ? [`${match[1]}e${match[2]}`] : []
}

function stems(base: string): string[] {
  const found = [base, ...withDroppedVowel(base)]
  for (const [softened, original] of SOFTENED) {
    if (base.endsWith(softened)) found.push(base.slice(0, -softened.length) + original)
  }
  /* "wiedni-u": the i only softens the n before it */
  if (base.endsWith('ni')) found.push(base.slice(0, -1), ...withDroppedVowel(base.slice(0, -1)))
  return found
}

/**
 * The forms a folded one-word name may be an inflection of, itself first.
 * Only names of four letters or more are read as inflected ("Brně" → Brno).
 */
export function placeBaseForms(word: string): string[] {
  const forms = new Set([word])
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return [...forms]
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue
    for (const base of stems(word.slice(0, -ending.length))) {
      for (const vowel of BASE_ENDINGS) forms.add(base + vowel)
    }
  }
  return [...forms]
}
