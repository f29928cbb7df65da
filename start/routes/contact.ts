/* Routes of the contact surface (not built yet). */
export {}
