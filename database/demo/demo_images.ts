/*
| Pictures of the demo data set, drawn by the project itself: simple branded
| SVG scenes (no text, so no fonts are needed) rendered by sharp and stored
| like any upload. Nothing is downloaded. The same scene always gives the
| same bytes, so the same content hash (stored once).
*/
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { EventType } from '#schemas/enums'
import { processImage } from '#services/images/image_variants'
import { storeImage } from '#services/images/image_store'

/* Scenes are drawn on a 1600×900 canvas and rendered at 1200×675 (enough for a demo, and quick) */
const WIDTH = 1600
const HEIGHT = 900
const RENDERED_WIDTH = 1200

/** Background gradients, picked per city from its slug. */
const PALETTES = [
  ['#5b3cc4', '#e0457b'],
  ['#0f6e8c', '#33b8a5'],
  ['#c2410c', '#f2b441'],
  ['#1d4ed8', '#7dd3fc'],
  ['#7c2d92', '#f472b6'],
  ['#166534', '#a3e635'],
]

/** A deterministic stream of numbers in [0, 1) from a seed text. */
function numbers(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0)
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0
    return state / 2 ** 32
  }
}

function frame(colours: string[], body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDERED_WIDTH}" height="${(RENDERED_WIDTH * HEIGHT) / WIDTH}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  ${body}
</svg>`
}

/** A skyline of the city's own (seeded) shape under a sun. */
function cityScene(slug: string) {
  const next = numbers(slug)
  const colours = PALETTES[Math.floor(next() * PALETTES.length)]
  const towers: string[] = []
  for (let x = 0; x < WIDTH;) {
    const width = 60 + Math.floor(next() * 120)
    const height = 180 + Math.floor(next() * 420)
    towers.push(
      `<rect x="${x}" y="${HEIGHT - height}" width="${width - 8}" height="${height}" fill="#ffffff" fill-opacity="${(0.18 + next() * 0.25).toFixed(2)}"/>`
    )
    x += width
  }
  const sun = `<circle cx="${300 + Math.floor(next() * 1000)}" cy="220" r="110" fill="#fff7d6" fill-opacity="0.85"/>`
  return frame(colours, sun + towers.join(''))
}

const EVENT_SCENES: Record<EventType, () => string> = {
  halloween: () =>
    frame(
      ['#1e1033', '#4c1d95'],
      `<circle cx="1280" cy="200" r="120" fill="#fef3c7"/>
       ${[380, 800, 1160]
         .map(
           (
             x,
             i
           ) => `<ellipse cx="${x}" cy="${700 - i * 20}" rx="${150 - i * 20}" ry="${120 - i * 15}" fill="#f97316"/>
         <rect x="${x - 12}" y="${560 - i * 30}" width="24" height="50" rx="8" fill="#365314"/>`
         )
         .join('')}`
    ),
  welcome_festival: () => {
    const next = numbers('welcome_festival')
    const confetti = Array.from(
      { length: 90 },
      () =>
        `<circle cx="${Math.floor(next() * WIDTH)}" cy="${Math.floor(next() * HEIGHT)}" r="${8 + Math.floor(next() * 22)}" fill="${['#fde047', '#ffffff', '#22d3ee', '#fb7185'][Math.floor(next() * 4)]}" fill-opacity="0.9"/>`
    )
    return frame(['#db2777', '#7c3aed'], confetti.join(''))
  },
  semester_kickoff: () =>
    frame(
      ['#1e3a8a', '#0ea5e9'],
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="${420 + (i % 2) * 40}" y="${700 - i * 90}" width="760" height="80" rx="10" fill="${['#fde68a', '#ffffff', '#93c5fd', '#fca5a5', '#bbf7d0'][i]}"/>`
        )
        .join('')
    ),
  orientation_week: () =>
    frame(
      ['#0f766e', '#5eead4'],
      `<circle cx="800" cy="450" r="300" fill="none" stroke="#ffffff" stroke-width="24"/>
       <polygon points="800,190 860,450 800,710 740,450" fill="#fef08a"/>
       <circle cx="800" cy="450" r="28" fill="#ffffff"/>`
    ),
}

const stored = new Map<string, Promise<string>>()

/** Renders, processes and stores a scene once per process; its content hash. */
function storeScene(key: string, svg: () => string): Promise<string> {
  let hash = stored.get(key)
  if (!hash) {
    hash = sharp(Buffer.from(svg()))
      .png()
      .toBuffer()
      .then((png) => processImage(png))
      .then((image) => storeImage(image))
    hash.catch(() => stored.delete(key))
    stored.set(key, hash)
  }
  return hash
}

export function demoCityImage(slug: string): Promise<string> {
  return storeScene(`city:${slug}`, () => cityScene(slug))
}

export function demoEventImage(type: EventType): Promise<string> {
  return storeScene(`event:${type}`, EVENT_SCENES[type])
}
