/* Routes of the docs MCP server (not built yet). */
export {}
