import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayRecord, type GameRecord } from '../../src/game/index.js';
import { describe, expect, it } from 'vitest';

// The scripts as a user runs them: a typo must stop with exit code 2 and say what is wrong before
// any long work starts; --help prints the usage and exits 0.
function run(script: string, ...args: string[]) {
  const cmd = script.endsWith('.ts') ? ['node_modules/.bin/tsx', script] : ['node', script];
  const r = spawnSync(cmd[0]!, [...cmd.slice(1), ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('script arguments', () => {
  it.each([
    ['scripts/sim.ts', ['--games', 'x'], /--games must be a whole number/],
    ['scripts/sim.ts', ['--edition', 'uno-flip'], /--edition must be one of/],
    ['scripts/sim.ts', ['--stacking', 'lots'], /stacking: "lots" is not one of/],
    ['scripts/sim.ts', ['--bots', 'hard,genius'], /--bots must be one of/],
    ['scripts/sim.ts', ['--nope'], /Unknown option '--nope'/],
    ['scripts/bench-all.mjs', ['--seconds', '0'], /--seconds must be a positive number/],
    ['scripts/bench.ts', ['--seconds', 'soon'], /--seconds must be a positive number/],
    ['scripts/bench-bots.ts', ['--games', '0'], /--games must be a whole number/],
    ['scripts/bench-net.mjs', ['--peers', '2,11'], /--peers must be a whole number from 2 to 10/],
    ['scripts/bench-net.mjs', ['--migrate', '--peers', '2'], /--peers must be a whole number from 3 to 10/],
    ['scripts/bench-ui.mjs', ['--slowest', 'x'], /--slowest must be a whole number from 0 to 1000/],
    ['scripts/late-frames.mjs', [], /--trace <file> is needed/],
    ['scripts/late-frames.mjs', ['--trace', 'package.json', '--top', 'x'], /--top must be a whole number/],
    ['scripts/screenshots.mjs', ['home'], /does not take positional arguments/],
    ['scripts/chart.ts', ['--wat'], /Unknown option/],
  ])('%s %j: a clear error and exit code 2', (script, args, message) => {
    const r = run(script, ...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).toMatch(/Usage|usage/);
  });

  it.each([
    'scripts/sim.ts',
    'scripts/bench-all.mjs',
    'scripts/bench-net.mjs',
    'scripts/bench-ui.mjs',
    'scripts/late-frames.mjs',
    'scripts/screenshots.mjs',
    'scripts/chart.ts',
    'scripts/start.mjs',
  ])('%s --help prints the usage and exits 0', (script) => {
    const r = run(script, '--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/usage/i);
  });

  it('sim runs a valid command', () => {
    const r = run('scripts/sim.ts', '--games', '2', '--players', '3', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ games: 2, players: 3 });
  });

  it('sim --record writes one record per game, each replaying to its end', () => {
    const dir = mkdtempSync(join(tmpdir(), 'uno-sim-'));
    try {
      const file = join(dir, 'bots.uno.json');
      const r = run('scripts/sim.ts', '--games', '2', '--players', '3', '--edition', 'skull', '--record', file);
      expect(r.code).toBe(0);
      expect(readdirSync(dir).sort()).toEqual(['bots-1.uno.json', 'bots.uno.json']);
      for (const name of readdirSync(dir)) {
        const record = JSON.parse(readFileSync(join(dir, name), 'utf8')) as GameRecord;
        expect(record.names).toEqual(['Bot 1', 'Bot 2', 'Bot 3']);
        expect(replayRecord(record).phase).toBe('gameOver');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm start refuses a bad setting before it builds anything', () => {
  it.each([
    [{ PORT: 'abc' }, [], /PORT must be a port number from 0 to 65535/],
    [{ PORT: '70000' }, [], /PORT must be a port number/],
    [{ ICE_PORT: '0' }, [], /ICE_PORT must be a port number from 1 to 65535, not "0"/],
    [{ HTTPS: 'maybe' }, [], /HTTPS must be 1 or 0/],
    [{}, ['--htps'], /Unknown option '--htps'/],
    [{}, ['--trust-proxy', '127.0.0.1'], /--trust-proxy go with --public/],
    [{}, ['--public', '--trust-proxy', 'proxy.local'], /--trust-proxy takes an IP address: proxy.local is none/],
  ])('%j %j: exit code 2 and the reason', (env: Record<string, string>, args: string[], message) => {
    const r = spawnSync('node', ['scripts/start.mjs', ...args], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, ...env },
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/Usage: npm start/);
    expect(r.stdout).not.toMatch(/Building/);
  });
});
