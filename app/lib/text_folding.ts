/*
| Text folding for matching names and questions: lower case, no accents, plain letters.
| "München" and "munchen" fold alike, as do "Kraków" and "krakow".
*/

const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
}

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøłđı]/g, (char) => LETTERS_WITHOUT_DECOMPOSITION[char])
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’`´]/g, "'")
}
