// `npm run bench:net -- --nat`: the NAT lab's cases (run.mjs), one line each. Where the lab cannot
// run it says why and succeeds: a machine without root is no failure of the game.
import { natLine, runNatLab } from './run.mjs';

/** Resolves true when every case did what it must (or the lab was skipped). */
export async function benchNat({ json, log }) {
  const started = Date.now();
  const outcome = await runNatLab({ log });
  if (outcome.skipped) {
    console.log(
      json ? JSON.stringify({ nat: 'skipped', reason: outcome.skipped }) : `NAT lab skipped: ${outcome.skipped}`,
    );
    return true;
  }
  for (const r of outcome.results) {
    if (json) console.log(natLine(r));
    else {
      const how = r.connected
        ? `connected ${r.path} over ${r.protocol} in ${r.connectMs} ms${r.roundPlayed ? ', a round played' : ''}`
        : `not connected after ${r.failMs} ms: “${r.message}”`;
      console.log(`${r.nat.padEnd(13)} ${how}${r.refused ? ' (the relay refused private peers)' : ''}`);
    }
    for (const m of r.missed) console.error(`  ${r.nat}: ${m}`);
  }
  log(`NAT lab: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return outcome.results.every((r) => r.missed.length === 0);
}
