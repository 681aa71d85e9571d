/**
 * A Web Worker that runs shares of an ISMCTS search for the page (issue 25: root parallelism in
 * the browser). Built by `npm run build:web` as search-worker.js next to app.js. The page starts a
 * few and hands them to the bot:
 *
 *   import { ismctsBotAsync, webWorker } from 'blackbeard-engine/core';
 *   const workers = [0, 1].map(() => webWorker(new Worker('search-worker.js', { type: 'module' })));
 *   const bot = ismctsBotAsync({ seed: 1, ms: 200, workers }); // (state, player) => Promise<Action>
 *
 * The worker's side is one call: answer every search request on this worker's channel.
 */
import { serveSearch, webEndpoint, type WebWorkerLike } from 'blackbeard-engine/core';

serveSearch(webEndpoint(self as unknown as WebWorkerLike));
