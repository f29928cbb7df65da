/*
| The longest stretches of a Node CPU profile (`--cpu-prof`, e.g. the bench's
| BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/profiles") during which
| the main thread never went idle: what a request arriving then waits for.
|
|   node --import=@poppinss/ts-exec bin/profile_stretches.ts FILE [from s] [to s]
|
| Each sample counts at most twice the median sampling interval, so time the
| OS gave to other processes is left out: on a shared machine the figures
| stay the work's own. A stretch ends on an idle sample or when the next
| sample belongs to another task (another frame just under the root; GC and
| "(program)" samples stay in the task they interrupt).
*/
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const [file, from = '0', to = 'Infinity'] = process.argv.slice(2)
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parents = new Map<number, number>()
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id)

const label = ({ callFrame: frame }: ProfileNode) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`
const INTERRUPTS = new Set(['(garbage collector)', '(program)'])

/** The frame just under the root: the task the sample belongs to. */
function taskOf(node: ProfileNode): number {
  let current = node
  for (let up = parents.get(current.id); up !== undefined; up = parents.get(current.id)) {
    if (nodes.get(up)!.callFrame.functionName === '(root)') break
    current = nodes.get(up)!
  }
  return current.id
}

const deltas = [...profile.timeDeltas].sort((a, b) => a - b)
const cap = 2 * deltas[deltas.length >> 1]
interface Stretch {
  task: number
  at: number
  ms: number
  self: Map<string, number>
}
const stretches: Stretch[] = []
let current: Stretch | undefined
let clock = 0
profile.samples.forEach((id, index) => {
  clock += profile.timeDeltas[index]
  const seconds = clock / 1e6
  if (seconds < Number(from) || seconds > Number(to)) return
  const node = nodes.get(id)!
  const name = node.callFrame.functionName
  const task = taskOf(node)
  if (name === '(idle)' || (current && current.task !== task && !INTERRUPTS.has(name))) {
    if (current) stretches.push(current)
    current = undefined
    if (name === '(idle)') return
  }
  current ??= { task, at: seconds, ms: 0, self: new Map() }
  const ms = Math.min(cap, profile.timeDeltas[index + 1] ?? 0) / 1000
  current.ms += ms
  current.self.set(label(node), (current.self.get(label(node)) ?? 0) + ms)
})
if (current) stretches.push(current)

stretches.sort((a, b) => b.ms - a.ms)
const over = (ms: number) => stretches.filter((stretch) => stretch.ms >= ms).length
console.log(`stretches of 10 ms or more: ${over(10)}, 20 ms: ${over(20)}, 35 ms: ${over(35)}`)
for (const stretch of stretches.slice(0, 12)) {
  const top = [...stretch.self].sort((a, b) => b[1] - a[1]).slice(0, 4)
  const where = top.map(([name, ms]) => `${ms.toFixed(1)} ${name}`).join(' | ')
  console.log(`${stretch.ms.toFixed(1)} ms at ${stretch.at.toFixed(2)} s: ${where}`)
}
