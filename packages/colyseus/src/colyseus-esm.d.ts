/** The types of the `colyseus` package's ES module entry (see ./colyseus.ts): what it re-exports. */
declare module 'colyseus/build/index.mjs' {
  export * from '@colyseus/core';
  export { RedisPresence } from '@colyseus/redis-presence';
  export { RedisDriver } from '@colyseus/redis-driver';
}
