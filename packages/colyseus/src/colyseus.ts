/**
 * Colyseus, from the `colyseus` package. Its 0.16 release ships an ES module build but no
 * "exports" map, so a bare `import 'colyseus'` loads its CommonJS build, which requires the
 * CommonJS @colyseus/core, while @colyseus/ws-transport, -redis-presence and -redis-driver load the
 * ES module @colyseus/core: two matchmakers in one process, and no room is ever found. Its ES
 * module entry, by path, keeps a single @colyseus/core (types: ./colyseus-esm.d.ts).
 */
export * from 'colyseus/build/index.mjs';
