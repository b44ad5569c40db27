// Node's http and https modules, taken as CommonJS: `import http from "node:http"` makes Node build
// the module's ESM facade by reading every export, which loads fetch's undici (~60 ms CPU at each
// start of a server or command, nodejs/node#57649).
export const http = process.getBuiltinModule("node:http");
export const https = process.getBuiltinModule("node:https");
