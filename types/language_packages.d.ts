/* Type declarations for the language packages that ship none (see docs/agent.md). */
declare module 'snowball-stemmers' {
  export function newStemmer(algorithm: string): { stem(word: string): string }
  export function algorithms(): string[]
}
declare module '@nlpjs/lang-pl' {
  export class StemmerPl {
    stemWord(word: string): string
  }
}
declare module '@nlpjs/lang-cs' {
  export class StemmerCs {
    stemWord(word: string): string
  }
}
