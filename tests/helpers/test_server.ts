/** The in-process test HTTP server (HOST and PORT of the test environment, as the Japa client uses). */
const host = !process.env.HOST || process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST

export const TEST_SERVER_URL = `http://${host}:${process.env.PORT ?? 3333}`
