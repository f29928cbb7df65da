/*
| Node flags of the serving process (`npm start`, the bench; the Dockerfile
| repeats them in its CMD). A 4 MB young-generation semi-space (V8's default
| is 16 MB) keeps the peak RSS about 30 MB lower under load at no CPU cost
| the bench can measure: most garbage of a request dies young either way.
*/
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4']

/*
| Environment of the serving process (the Dockerfile sets it too). glibc gives
| each thread that allocates its own malloc arena, up to eight per core; the
| import worker and libuv's threads then hold memory the main thread freed.
| Two arenas keep the import rounds' peak RSS about 10 MB lower.
*/
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' }
