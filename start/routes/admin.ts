/* The admin panel's routes live in its wing (app/admin/routes.ts). */
import '#admin/routes'
