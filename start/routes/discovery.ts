/* Routes of the discovery surface (not built yet). */
export {}
