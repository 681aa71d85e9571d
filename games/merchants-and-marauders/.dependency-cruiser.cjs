/**
 * Merchants & Marauders may import the kernel (src/kernel, through src/kernel.ts only) and nothing
 * else of blackbeard-engine: never Blackbeard's rules, state or tables.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'mm-only-the-kernel',
      comment: 'the game imports only the kernel of blackbeard-engine (src/kernel), through src/kernel.ts',
      severity: 'error',
      from: { path: '^games/merchants-and-marauders/src/' },
      to: { path: '^src/', pathNot: '^src/kernel/' },
    },
    {
      name: 'mm-kernel-through-one-door',
      comment: 'only games/merchants-and-marauders/src/kernel.ts imports src/kernel',
      severity: 'error',
      from: { path: '^games/merchants-and-marauders/src/', pathNot: '^games/merchants-and-marauders/src/kernel\\.ts$' },
      to: { path: '^src/kernel/' },
    },
    {
      name: 'mm-no-circular',
      comment: 'the rule families (src/rules/*) import shared helpers lower down, never each other in a cycle',
      severity: 'error',
      from: { path: '^games/merchants-and-marauders/src/' },
      to: { circular: true },
    },
    {
      name: 'mm-no-node-builtins',
      comment: 'the library runs in browsers too; only the command line (src/cli) uses Node built-ins',
      severity: 'error',
      from: { path: '^games/merchants-and-marauders/src/', pathNot: '^games/merchants-and-marauders/src/cli/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'mm-library-not-cli',
      comment: 'the library never imports the command line',
      severity: 'error',
      from: { path: '^games/merchants-and-marauders/src/', pathNot: '^games/merchants-and-marauders/src/cli/' },
      to: { path: '^games/merchants-and-marauders/src/cli/' },
    },
  ],
  options: { doNotFollow: { path: 'node_modules' }, tsConfig: { fileName: 'tsconfig.json' } },
};
