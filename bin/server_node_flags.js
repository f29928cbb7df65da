/*
| Node flags of the serving process (`npm start`, the bench; the Dockerfile
| repeats them in its CMD). A 4 MB young-generation semi-space (V8's default
| is 16 MB) keeps the peak RSS about 30 MB lower under load at no CPU cost
| the bench can measure: most garbage of a request dies young either way.
*/
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4']
