/* Routes of the admin surface (not built yet). */
export {}
