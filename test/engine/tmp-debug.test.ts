import { it } from 'vitest';
import { createTable } from '../../src/engine/index.js';
it('speed', () => {
  // raw engine cost: random legal play
  let a = 1;
  const r = () => { a = (a * 16807) % 2147483647; return a / 2147483647; };
  const t0 = performance.now();
  let steps = 0, views = 0;
  for (let i = 0; i < 100; i++) {
    const t = createTable({ edition: 'classic', players: 4, seed: 's' + i, options: { scoring: 'none' } });
    for (let k = 0; k < 3000; k++) {
      const v0 = t.view(0);
      if (v0.phase === 'gameOver') break;
      if (v0.phase === 'roundOver') { t.nextRound(); continue; }
      const v = t.view(v0.turn); views += 2;
      const plays = v.legal.filter(x => x.type === 'play');
      const act = plays.length ? plays[Math.floor(r() * plays.length)]! : (v.legal.find(x => x.type === 'draw') ?? v.legal[Math.floor(r() * v.legal.length)]!);
      t.send(v.turn, act); steps++;
    }
  }
  const ms = performance.now() - t0;
  console.log('steps', steps, 'ms', ms.toFixed(0), 'us/step', (ms * 1000 / steps).toFixed(1));
  const t = createTable({ edition: 'classic', players: 4, seed: 'x' });
  const t1 = performance.now();
  for (let i = 0; i < 10000; i++) t.view(i % 4);
  console.log('view us', ((performance.now() - t1) * 100 / 1000).toFixed(1));
});
