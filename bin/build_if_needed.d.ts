/** Types of bin/build_if_needed.js (plain JS: `npm start` runs it before anything is compiled). */
export declare const ROOT: string
export declare const BUILD: string
export declare function buildIfNeeded(log?: (message: string) => void): void
