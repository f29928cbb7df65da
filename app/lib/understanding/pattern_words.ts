/*
| The literal words a cue pattern stands for: "tickets?" is ticket and
| tickets, "imprez[aeyi]" imprez(a|e|y|i), "(sold|sell) out" sold and sell
| and out. Only the small regex syntax the cue lists use is expanded
| (groups, character classes, optional parts); anything else (digits,
| wildcards) gives no literal word. The words feed the stem index.
*/

const MAX_VARIANTS = 64

/** The index of the bracket closing the one at `start`. */
function closing(source: string, start: number, open: string, close: string): number {
  let depth = 0
  for (let index = start; index < source.length; index++) {
    if (source[index] === open) depth++
    else if (source[index] === close && --depth === 0) return index
  }
  return -1
}

function splitTop(source: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const char of source) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (char === '|' && depth === 0) {
      parts.push(current)
      current = ''
    } else current += char
  }
  return [...parts, current]
}

function combine(prefixes: string[], options: string[]): string[] {
  return prefixes
    .flatMap((prefix) => options.map((option) => prefix + option))
    .slice(0, MAX_VARIANTS)
}

/** Every string a (small) pattern matches, or null when it uses syntax not expanded. */
function expandPattern(source: string): string[] | null {
  let variants = ['']
  for (let index = 0; index < source.length; index++) {
    const char = source[index]
    let options: string[]
    let end = index
    if (char === '(') {
      end = closing(source, index, '(', ')')
      if (end < 0) return null
      const inner = source.slice(index + 1, end).replace(/^\?:/, '')
      const expanded = splitTop(inner).map(expandPattern)
      if (expanded.some((list) => list === null)) return null
      options = (expanded as string[][]).flat()
    } else if (char === '[') {
      end = source.indexOf(']', index)
      if (end < 0) return null
      options = [...source.slice(index + 1, end)]
    } else if (/[\\.*+{}^$]/.test(char)) {
      return null
    } else {
      options = [char]
    }
    if (source[end + 1] === '?') {
      options = [...options, '']
      end++
    }
    variants = combine(variants, options)
    index = end
  }
  return variants
}

/** The words (letters only, three or more) of the strings a cue's alternatives stand for. */
export function literalWords(alternatives: string[]): string[] {
  const words = new Set<string>()
  for (const alternative of alternatives) {
    for (const text of expandPattern(alternative.replace(/ \?/g, ' ')) ?? []) {
      for (const word of text.split(/[\s\-']+/)) if (/^[a-z]{3,}$/.test(word)) words.add(word)
    }
  }
  return [...words]
}
