/*
  View side of the MCP Apps bridge: JSON-RPC 2.0 over postMessage with the
  host window (protocol 2026-01-26 of @modelcontextprotocol/ext-apps).
  Written by hand because the package's helpers target the next MCP SDK major.
*/
const McpBridge = (() => {
  const PROTOCOL_VERSION = '2026-01-26'
  const host = window.parent
  const embedded = host !== window
  const pending = new Map()
  const handlers = new Map()
  const contextListeners = []
  let nextId = 1
  let connected = false
  let hostContext = {}

  function post(message) {
    host.postMessage(Object.assign({ jsonrpc: '2.0' }, message), '*')
  }

  function request(method, params) {
    const id = nextId++
    post({ id, method, params })
    return new Promise((resolve, reject) => pending.set(id, { resolve, reject }))
  }

  function notify(method, params) {
    post(params === undefined ? { method } : { method, params })
  }

  function settle(message) {
    const call = pending.get(message.id)
    if (!call) return
    pending.delete(message.id)
    if (message.error) call.reject(Object.assign(new Error(message.error.message), message.error))
    else call.resolve(message.result)
  }

  function answerHostRequest(message) {
    // ping keeps the connection alive; teardown needs no cleanup here.
    if (message.method === 'ping' || message.method === 'ui/resource-teardown') {
      post({ id: message.id, result: {} })
    } else {
      post({ id: message.id, error: { code: -32601, message: 'Method not found' } })
    }
  }

  window.addEventListener('message', (event) => {
    if (!embedded || event.source !== host) return
    const message = event.data
    if (!message || typeof message !== 'object' || message.jsonrpc !== '2.0') return
    if (message.method === undefined) return settle(message)
    if (message.id !== undefined) return answerHostRequest(message)
    const handler = handlers.get(message.method)
    if (handler) handler(message.params || {})
  })

  function applyContext(update) {
    hostContext = Object.assign({}, hostContext, update)
    const root = document.documentElement
    if (update.theme === 'light' || update.theme === 'dark') root.dataset.theme = update.theme
    const variables = (update.styles && update.styles.variables) || {}
    for (const [name, value] of Object.entries(variables)) {
      if (name.startsWith('--') && typeof value === 'string') root.style.setProperty(name, value)
    }
    contextListeners.forEach((listener) => listener(hostContext))
  }

  handlers.set('ui/notifications/host-context-changed', applyContext)

  function watchSize() {
    let queued = false
    let lastWidth = 0
    let lastHeight = 0
    const measure = () => {
      if (queued) return
      queued = true
      requestAnimationFrame(() => {
        queued = false
        const root = document.documentElement
        const previous = root.style.height
        root.style.height = 'max-content'
        const height = Math.ceil(root.getBoundingClientRect().height)
        root.style.height = previous
        const width = Math.ceil(window.innerWidth)
        if (width === lastWidth && height === lastHeight) return
        lastWidth = width
        lastHeight = height
        notify('ui/notifications/size-changed', { width, height })
      })
    }
    const observer = new ResizeObserver(measure)
    observer.observe(document.documentElement)
    observer.observe(document.body)
    measure()
  }

  async function connect(appInfo) {
    if (!embedded) return
    const result = await request('ui/initialize', {
      appInfo,
      appCapabilities: {},
      protocolVersion: PROTOCOL_VERSION,
    })
    connected = true
    applyContext((result && result.hostContext) || {})
    notify('ui/notifications/initialized')
    watchSize()
  }

  // The sandboxed iframe cannot navigate, so links go through the host.
  function openLink(url) {
    const fallback = () => window.open(url, '_blank', 'noopener')
    if (!connected) return fallback()
    request('ui/open-link', { url }).then((result) => {
      if (result && result.isError) fallback()
    }, fallback)
  }

  return {
    connect,
    openLink,
    on: (method, handler) => handlers.set(method, handler),
    onContext: (listener) => contextListeners.push(listener),
    get connected() {
      return connected
    },
    get context() {
      return hostContext
    },
  }
})()
