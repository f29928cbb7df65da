/** Types of bin/first_run.js (plain JS: `npm start` runs it before anything is compiled). */
export function httpPortTakenLine(host: string, port: number): string
export function httpPortIsFree(host: string, port: number): Promise<boolean>
export function readyBlock(host: string, port: number): string
