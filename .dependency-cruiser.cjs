/**
 * The layers and doors of docs/architecture.md "Layers", checked by `npm run lint`
 * (dependency-cruiser). Tests may reach inside a folder; the sources may not.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other in a loop: one of them holds what both need. A load on demand ' +
        '(import(), and the type of what it loads) is no loop: nothing runs until it is called.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import', 'type-import'] } },
    },
    {
      name: 'game-is-pure',
      severity: 'error',
      comment: 'The game knows no screen, no network and no bot (docs/architecture.md "Layers").',
      from: { path: '^src/game/' },
      to: { path: '^src/(net|ui|bots)/' },
    },
    {
      name: 'machines-know-only-the-game',
      severity: 'error',
      comment: 'The chart calls the rules; it knows no screen, network or bot.',
      from: { path: '^machines/' },
      to: { path: '^src/(net|ui|bots)/' },
    },
    {
      name: 'bots-play-the-game',
      severity: 'error',
      comment: 'A bot reads its seat view and answers with an action: it knows no network or screen.',
      from: { path: '^src/bots/' },
      to: { path: '^src/(net|ui)/' },
    },
    {
      name: 'net-draws-nothing',
      severity: 'error',
      comment: 'The network carries views; the screen draws them (ui → net, never back).',
      from: { path: '^src/net/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'one-door-per-folder',
      severity: 'error',
      comment: 'Across the top folders of src/, import a folder through its index.ts.',
      from: { path: '^src/([^/]+)/' },
      to: { path: '^src/[^/]+/', pathNot: ['^src/$1/', '/index\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(test|node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
