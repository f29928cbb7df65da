import v8 from 'node:v8'
import vm from 'node:vm'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

/** A full garbage collection, so heap figures count only what is still reachable. */
export function collectGarbage() {
  gc()
  gc()
}
