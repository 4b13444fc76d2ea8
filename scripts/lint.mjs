#!/usr/bin/env node
// Project rules tsc cannot see: the engine and the statechart stay pure (no clock, no Math.random,
// no DOM, no network), no placeholder is left in the sources, every comment that points at the
// docs names a heading that exists (lint-doc-links.mjs), and the screens take their colours from
// the theme (lint-colors.mjs). The boundaries between folders are dependency-cruiser's.
import { readFileSync } from 'node:fs';
import { sourceFiles } from './source-files.mjs';
import { docLinkProblems } from './lint-doc-links.mjs';
import { colorProblems } from './lint-colors.mjs';

const pure = [
  [/\bMath\.random\b/, 'Math.random (use the seeded generator in the state)'],
  [/\bDate\.now\b|\bnew Date\b|\bperformance\.now\b/, 'a clock (time comes from the host through expire())'],
  [/\b(document|window|localStorage|sessionStorage|fetch|WebSocket|RTCPeerConnection)\b/, 'DOM or network'],
];
const everywhere = [[/TODO:\s*implement|\bFIXME\b|\bXXX\b/, 'a placeholder']];

const problems = [];
for (const dir of ['src', 'machines', 'scripts', 'server']) {
  let list;
  try {
    list = [...sourceFiles(dir)];
  } catch {
    continue;
  }
  for (const file of list) {
    const lines = readFileSync(file, 'utf8').split('\n');
    const isPure = file.startsWith('src/game') || file.startsWith('machines');
    lines.forEach((line, i) => {
      // comments may name anything: only code is checked for purity
      const code = /^\s*(\*|\/\*)/.test(line) ? '' : line.replace(/\/\/.*$/, '');
      for (const [re, what] of isPure ? [...pure, ...everywhere] : everywhere) {
        if (re.test(isPure ? code : line)) problems.push(`${file}:${i + 1}: ${what}`);
      }
    });
  }
}
problems.push(...docLinkProblems(), ...colorProblems());
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s).`);
  process.exit(1);
}
console.log('lint: the engine is pure, no placeholder is left, every docs link resolves, colours are tokens.');
