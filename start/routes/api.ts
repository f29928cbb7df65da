/* Routes of the api surface (not built yet). */
export {}
