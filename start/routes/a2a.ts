/* Routes of the a2a surface (not built yet). */
export {}
