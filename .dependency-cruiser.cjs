/**
 * The layers and doors of docs/architecture.md "Layers", checked by `npm run lint`
 * (dependency-cruiser). Tests may reach inside a folder; the sources may not.
 */
/** src/net's folders from the bottom up: a folder imports only the ones below its rank. */
const NET_RANKS = [['terms'], ['wire'], ['peer', 'deal'], ['migration'], ['guest', 'host'], ['page']];

function netDownwards() {
  return NET_RANKS.flatMap((rank, i) =>
    rank.map((folder) => ({
      name: 'net-downwards',
      severity: 'error',
      comment: `src/net/${folder}/ imports only the folders below it (docs/network.md "Rules the lint keeps").`,
      from: { path: `^src/net/${folder}/` },
      to: {
        path: `^src/net/(index\\.ts$|(${NET_RANKS.slice(i)
          .flat()
          .filter((f) => f !== folder)
          .join('|')})/)`,
      },
    })),
  );
}

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
    // src/net's own layout (docs/network.md "Rules the lint keeps"): the first page's door is
    // page/index.ts; inside, a folder reaches another through a door and only downwards.
    {
      name: 'net-through-its-doors',
      severity: 'error',
      comment: 'The rest of src/ reaches src/net through src/net/index.ts, the first page through page/index.ts.',
      from: { path: '^src/', pathNot: '^src/net/' },
      to: { path: '^src/net/', pathNot: '^src/net/(page/)?index\\.ts$' },
    },
    {
      name: 'net-folder-door',
      severity: 'error',
      comment: "A folder of src/net reaches another through its index.ts (or a sub-folder's).",
      from: { path: '^src/net/([^/]+)/' },
      to: { path: '^src/net/[^/]+/', pathNot: ['^src/net/$1/', '/index\\.ts$'] },
    },
    ...netDownwards(),
    {
      name: 'net-lazy-loop',
      severity: 'error',
      comment:
        'A module src/net loads on demand that imports back the module loading it: the split ' +
        'saves nothing, and the order the two run in depends on who was loaded first.',
      from: { path: '^src/net/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(test|node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
