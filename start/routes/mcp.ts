/* Routes of the mcp surface (not built yet). */
export {}
