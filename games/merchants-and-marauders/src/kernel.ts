/**
 * The one door to the decision kernel of blackbeard-engine (docs/kernel.md there). Merchants &
 * Marauders uses the kernel and nothing else of that package (checked by .dependency-cruiser.cjs);
 * the build bundles it in.
 */
export * from '../../../src/kernel/index.js';
