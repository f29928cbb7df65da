/** Types of bin/server_node_flags.js (plain JS: `npm start` reads it before anything is compiled). */
export declare const SERVER_NODE_FLAGS: string[]
export declare const SERVER_ENV: Record<string, string>
