/**
 * The layers of src/ run one way (docs/architecture.md): kernel, tables, state, the rules (events,
 * actions, cards, solo), the public API, bots, the CLI. `npm run lint:deps` (run by .ci/run) fails
 * on any import against that order, on an import circle that crosses a folder, on a kernel import
 * from outside src/kernel (pure-rand aside), and on a Node built-in outside src/cli.
 */
const layers = ['kernel', 'tables', 'state', 'events', 'actions', 'cards', 'solo', 'api', 'bots', 'cli'];
const above = (i) => layers.slice(i + 1).map((l) => `^src/${l}/`);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layers.slice(0, -1).map((layer, i) => ({
      name: `layer-${layer}`,
      comment: `src/${layer} may not import from a layer above it (${layers.slice(i + 1).join(', ')})`,
      severity: 'error',
      from: { path: `^src/${layer}/` },
      to: { path: above(i) },
    })),
    {
      name: 'kernel-imports-only-itself',
      comment: 'the kernel is game-agnostic: it imports nothing outside src/kernel but pure-rand',
      severity: 'error',
      from: { path: '^src/kernel/' },
      to: { pathNot: ['^src/kernel/', '(^|/)node_modules/pure-rand/', '^pure-rand/'] },
    },
    {
      name: 'no-circle-across-folders',
      comment: 'an import circle must stay inside one folder',
      severity: 'error',
      from: { path: '^src/([^/]+)/' },
      to: { circular: true, viaSomeNot: '^src/$1/' },
    },
    {
      name: 'node-builtins-only-in-cli',
      comment: 'only the CLI touches Node built-ins: the library runs in browsers too',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/cli/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'circle-inside-a-folder',
      comment: 'allowed, but counted: each one is explained in docs/architecture.md',
      severity: 'info',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
