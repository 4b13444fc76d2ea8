#!/usr/bin/env node
// `npm run bench:ui`: how smooth the table is on a phone. The production build (vite build, served
// as `npm start` serves it) in headless Chromium at 360×740, the CPU slowed down 4 times through the
// DevTools protocol (Emulation.setCPUThrottlingRate), a solo game against bots played through the
// UI as a person would (test/e2e/drive.mjs). It prints four figures (docs/smoothness.md):
// - JS per table update (p50, p95, max): the time spent in the Lit updates of `<uno-table>` and of
//   the elements inside it (seat chips, hand, cards, dialogs) that follow it in the same task,
//   forced style and layout reads included. The bench wraps Lit's `performUpdate` from the page.
// - dialog opening (p50, max): `showModal` and the focus after it (at the frame after the update).
// - main thread busy per second while waiting at the table (DevTools TaskDuration, nothing moving).
// - dropped frames during card flights: frames (requestAnimationFrame) that came later than one
//   and a half frame while a card flies, over the frames the flights lasted (less those its own
//   queries and clicks overlap).
//
// - main thread busy per second during play, for context (bots, flights, the bench's own clicks).
//
// The bench queries the page only when the player is asked for something, else waits for the page
// to say the game moved (queries without pause held the bots' moves back for minutes on a slow
// main thread); a game stuck 30 s on a bot's turn ends the bench with the table's state. It prints
// figures and judges none, then runs scripts/bench-expert.mjs on the same build (the expert's
// decision time, in a solo game against three experts).
/* global window, document, MutationObserver -- the functions given to page.evaluate run in the page
   (the longer ones are in bench-ui-page.mjs) */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { startServer } from '../server/serve.mjs';
import { benchBuild } from './bench-build.mjs';
import { checked, intOption, parseCli, positiveOption } from './cli.mjs';
import { describeState, launch, newPage, phase, playSolo, step } from '../test/e2e/drive.mjs';
import {
  busy,
  droppedFrames,
  meanByElement,
  meanLine,
  metrics,
  quantile,
  slowestOf,
  updateLine,
} from './bench-ui-figures.mjs';
import { instrument, runningAnimations } from './bench-ui-page.mjs';
import { TRACE_CATEGORIES, checkReplayOnly, readSnaps, replay } from './bench-ui-replay.mjs';

const USAGE = `Usage: npm run bench:ui -- [--rate 4] [--seconds 60] [--idle 5] [--bots 3] [--dist <dir>] [--slowest 0] [--profile <file>] [--trace <file>] [--record <file> | --replay <file> [--passes 3] [--cpu] [--repaints] [--forced] [--css <rules>]] [--no-expert] [--json]

Smoothness of the table on a phone (360x740, CPU slowed down --rate times), in a solo game:
JS per table update (p50, p95, max), main thread busy per second while waiting at the table,
dropped frames during card flights.
  --rate <n>       CPU throttling rate (default 4; 1 = none)
  --seconds <n>    how long to play, in seconds (default 60)
  --idle <n>       how long to measure the waiting table, in seconds (default 5)
  --bots <n>       bots at the table, 1 to 9 (default 3)
  --width <px>     viewport width (default 360)
  --height <px>    viewport height (default 740)
  --dist <dir>     serve this build instead of building the app afresh
  --profile <file> write a CPU profile of the play there (.cpuprofile, sampled every 0.2 ms)
  --trace <file>   write a performance trace of the play (or the replay) there (DevTools' Performance panel,
                   or scripts/late-frames.mjs for what the main thread did in the late frames);
                   forced style and layout carry their JS stack, and <uno-table>'s own stages
                   are marked (uno-table.willUpdate, .render, .update, .updated)
  --slowest <n>    also print the n slowest table updates, element by element, <uno-table>'s own
                   time split (willUpdate, render, commit, updated, layout reads), and what they
                   took out of the page at a cost (default 0)
  --record <file>  write what the table was given at each update of the play there (JSON)
  --replay <file>  instead of playing, give a fresh table the updates of a --record file, one by
                   one, as the play did (the player's own cards clicked first), --passes times:
                   the same updates for every build, so two builds compare without the swing
                   of a live game; prints JS per table update for each pass
  --passes <n>     replay passes (default 3)
  --cpu            with --replay: also the main thread's CPU time per table update, from a trace
                   (on a loaded machine the wall clock counts the waits for a core; this does not)
  --repaints       with --replay: also the images drawn again (card faces, backgrounds), by
                   element and by why Blink invalidated the element, from a trace
  --forced         with --replay: also the style and layout each update leaves the browser, forced
                   right after it and timed (the frame's own share of the update, before paint)
  --css <rules>    with --replay: CSS added to every shadow root of the replayed table, to see
                   what a part costs (e.g. '.piles { display: none }'); not for figures to keep
  --vsync          with --replay: wait for the flights frame by frame, a main frame at every vsync
                   (as the live play's frame counter asks, and as --replay did before the
                   nineteenth pass); without it, by the flights' own end, as a player's page does
  --no-expert      leave out the expert's decision time (scripts/bench-expert.mjs) after the play
  --json           one JSON object instead of the text
  -h, --help       this text
`;
const NAME = 'bench:ui';
const values = parseCli(NAME, USAGE, {
  rate: { type: 'string', default: '4' },
  seconds: { type: 'string', default: '60' },
  idle: { type: 'string', default: '5' },
  bots: { type: 'string', default: '3' },
  width: { type: 'string', default: '360' },
  height: { type: 'string', default: '740' },
  dist: { type: 'string' },
  slowest: { type: 'string', default: '0' },
  profile: { type: 'string' },
  trace: { type: 'string' },
  record: { type: 'string' },
  replay: { type: 'string' },
  passes: { type: 'string', default: '3' },
  'no-expert': { type: 'boolean', default: false },
  cpu: { type: 'boolean', default: false },
  repaints: { type: 'boolean', default: false },
  vsync: { type: 'boolean', default: false },
  forced: { type: 'boolean', default: false },
  css: { type: 'string' },
  json: { type: 'boolean', default: false },
});
const opts = checked(NAME, USAGE, () => {
  checkReplayOnly(values);
  return {
    rate: positiveOption('rate', values.rate),
    seconds: intOption('seconds', values.seconds, 5, 3600),
    idle: intOption('idle', values.idle, 1, 600),
    bots: intOption('bots', values.bots, 1, 9),
    width: intOption('width', values.width, 200, 4000),
    height: intOption('height', values.height, 200, 4000),
    slowest: intOption('slowest', values.slowest, 0, 1000),
    passes: intOption('passes', values.passes, 1, 50),
    replay: values.replay ? readSnaps(values.replay) : null,
  };
});
const log = (...a) => {
  if (!values.json) console.error(...a);
};

/** Resolves once no card (nor stamp) flies on the table: the page tells when its flight layer
 * empties, so the bench does not poll it while the frames it counts are drawn. */
function flightsOver(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const layer = document
          .querySelector('uno-app')
          ?.shadowRoot?.querySelector('uno-table')
          ?.shadowRoot?.querySelector('.flights');
        // the cards and stamps: an UNO callout or a reaction bubble shares the layer, no flight
        const flying = () => !!layer?.querySelector(':scope > uno-card, :scope > .stamp');
        if (!flying()) return resolve(false);
        new MutationObserver((_, observer) => {
          if (flying()) return;
          observer.disconnect();
          resolve(true);
        }).observe(layer, { childList: true });
      }),
  );
}

/** How long a bot may think before the bench calls it a stall (the slowest level takes 6 s). */
const STALL_MS = 30_000;

/**
 * One look at the game: the last event's number, whether the player is asked for something (a
 * turn, an answer, the next round; a catch alone is not asked), whether the game is over.
 */
function look(page) {
  return page.evaluate(() => {
    const state = document.querySelector('uno-app')?.client?.state;
    const v = state?.view;
    return {
      seq: state?.events.at(-1)?.seq ?? null,
      asked: !!v && (v.phase === 'roundOver' || v.legal.some((a) => a.type !== 'catch')),
      over: v?.phase === 'gameOver',
    };
  });
}

/**
 * Resolves at the game's next change (the page's client tells it), or after `ms`. The bench waits
 * on the page rather than query it again and again: on a slow phone, queries sent without pause
 * keep the page's main thread busy ahead of its timers, and the bots' moves (timers) then wait for
 * as long as the bench keeps asking.
 */
function nextChange(page, ms) {
  const waited = page
    .evaluate(
      () =>
        new Promise((resolve) => {
          const client = document.querySelector('uno-app')?.client;
          if (!client) return resolve(false);
          const off = client.subscribe(() => {
            off();
            resolve(true);
          });
        }),
    )
    .catch(() => false);
  return Promise.race([waited, new Promise((resolve) => setTimeout(resolve, ms, false))]);
}

/** The player's turn with nothing happening: no dialog, nothing flying, a card or the pile to take. */
function quiet(page) {
  return page.evaluate(() => {
    const app = document.querySelector('uno-app');
    const v = app?.client?.state.view;
    const table = app?.shadowRoot?.querySelector('uno-table')?.shadowRoot;
    if (!v || !table || v.turn !== v.seat || (v.phase !== 'play' && v.phase !== 'drawn')) return false;
    return !table.querySelector('uno-dialog[open]') && !table.querySelector('.flights > uno-card, .flights > .stamp');
  });
}

/** Main thread busy per second over `seconds` of doing nothing, and the animations running. The
 * garbage of what came before is collected first: it is not the waiting table's work. */
async function measureBusy(page, cdp, seconds) {
  await cdp.send('HeapProfiler.collectGarbage');
  const from = await metrics(cdp);
  const t0 = Date.now();
  await page.waitForTimeout(seconds * 1000);
  const out = busy(from, await metrics(cdp), Date.now() - t0);
  out.animations = await page.evaluate(runningAnimations);
  return out;
}

/** One move of the player's, or "Next round" between rounds; whether anything was done. */
async function move(page) {
  if ((await phase(page)) === 'roundOver') {
    return page
      .locator('uno-table uno-dialog[open] [data-default]')
      .click({ timeout: 2000 })
      .then(
        () => true,
        () => false,
      );
  }
  return !!(await step(page));
}

const { dist, remove } = await benchBuild(values.dist, 'uno-bench-ui-', log);
const server = await startServer({ port: 0, host: '127.0.0.1', dist, iceServers: [] });
const browser = await launch();
let failed = false;
try {
  const page = await newPage(browser, server.url, { width: opts.width, height: opts.height });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.addInitScript(instrument);
  await page.reload();
  await page.locator('uno-home #name').waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.rate });
  log(`Solo game, ${opts.bots} bots, ${opts.width}x${opts.height}, CPU ${opts.rate}x slower…`);
  await playSolo(page, 'Bench', { bots: opts.bots });
  await page.locator('uno-table uno-hand').waitFor();

  if (opts.replay) await replay({ page, cdp, browser, snaps: opts.replay, values, opts, log });
  else {
    // Waiting at the table, nothing driven: first on the player's turn, then on a bot's (its chip
    // glows), the bots held.
    const waitUntil = Date.now() + 120_000;
    while (!(await quiet(page))) {
      if (Date.now() > waitUntil) throw new Error(`the player never got a quiet turn (${await describeState(page)})`);
      // cards flying onto the player's turn: wait for them to land rather than play at once, or a
      // busy machine may never show a quiet turn at all
      if (await flightsOver(page)) continue;
      if (!(await look(page)).asked || !(await move(page))) await nextChange(page, 2000);
      else await page.waitForTimeout(200);
    }
    // the page's first loads (the service worker's cache, the chunks fetched ahead) settle first
    await page.waitForTimeout(3000);
    log(`Waiting at the table, the player's turn, ${opts.idle} s…`);
    const idleMine = await measureBusy(page, cdp, opts.idle);
    await page.evaluate(() => window.__uiBench.hold(true));
    while (
      await page.evaluate(
        () =>
          document.querySelector('uno-app')?.client?.state.view?.turn ===
          document.querySelector('uno-app')?.client?.state.view?.seat,
      )
    ) {
      if (Date.now() > waitUntil) throw new Error(`the player could not end their turn (${await describeState(page)})`);
      if (!(await move(page))) await nextChange(page, 2000);
      else await page.waitForTimeout(300);
    }
    await page.waitForTimeout(1500);
    log(`Waiting at the table, a bot's turn, ${opts.idle} s…`);
    const idleBot = await measureBusy(page, cdp, opts.idle);
    await page.evaluate(() => window.__uiBench.hold(false));

    log(`Playing for ${opts.seconds} s…`);
    await page.evaluate((keep) => {
      window.__uiBench.updates.length = 0;
      if (keep) window.__uiBench.snaps = [];
      window.__uiBench.record(true);
    }, !!values.record);
    const playFrom = await metrics(cdp);
    if (values.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (values.trace) await browser.startTracing(page, { path: values.trace, categories: TRACE_CATEGORIES });
    const playT0 = Date.now();
    const playUntil = playT0 + opts.seconds * 1000;
    let moves = 0;
    // The bench's own work in the page (its queries and clicks), in the page's time: the frames it
    // overlaps are not the page's to answer for.
    const origin = await page.evaluate(() => performance.timeOrigin);
    const busyBench = [];
    const benchWork = async (work) => {
      const from = Date.now() - origin;
      try {
        return await work();
      } finally {
        busyBench.push([from, Date.now() - origin]);
      }
    };
    // A game that stops moving on a bot's turn is a stall to report, not a minute of quiet frames.
    let lastSeq = null;
    let movedAt = Date.now();
    while (Date.now() < playUntil) {
      const seen = await benchWork(() => look(page));
      if (seen.over) break;
      if (seen.seq !== lastSeq || seen.asked) {
        lastSeq = seen.seq;
        movedAt = Date.now();
      } else if (Date.now() - movedAt > STALL_MS) {
        throw new Error(`no move for ${STALL_MS / 1000} s on a bot's turn (${await describeState(page)})`);
      }
      // The bench's looking for what to click is work a person's eyes do for free: it waits while
      // cards fly, so its queries do not land on the frames it counts, and it looks for something
      // to click only when the player is asked.
      if (await flightsOver(page)) continue;
      if (!seen.asked || !(await benchWork(() => move(page)))) {
        await nextChange(page, 2000);
        continue;
      }
      moves++;
      // a person's pace: the bots' moves and the flights run in between
      await page.waitForTimeout(250);
    }
    const play = busy(playFrom, await metrics(cdp), Date.now() - playT0);
    if (values.trace) {
      await browser.stopTracing();
      log(`Performance trace of the play written to ${values.trace}`);
    }
    if (values.profile) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(values.profile, JSON.stringify(profile));
      log(`CPU profile of the play written to ${values.profile} (open it in DevTools' Performance panel)`);
    }
    if (values.record) {
      const snaps = await page.evaluate(() => window.__uiBench.snaps);
      writeFileSync(values.record, JSON.stringify(snaps));
      log(`The table's inputs at its ${snaps.length} updates written to ${values.record} (for --replay)`);
    }
    const seen = await page.evaluate(() => {
      const b = window.__uiBench;
      b.record(false);
      return { updates: b.updates, frames: b.frames, flights: b.flights, opens: b.opens };
    });
    const ups = seen.updates.map((u) => u.spent).sort((a, b) => a - b);
    if (opts.slowest) {
      log(`The ${opts.slowest} slowest table updates: ms, the table's phase, the time of each kind of element`);
      for (const d of slowestOf(seen.updates, opts.slowest)) log(`  ${updateLine(d)}`);
      log(`  the mean update, element by element (ms): ${meanLine(meanByElement(seen.updates))}`);
    }
    const frames = droppedFrames(seen.frames, seen.flights, busyBench);
    const opens = seen.opens.sort((a, b) => a - b);
    const result = {
      rate: opts.rate,
      viewport: `${opts.width}x${opts.height}`,
      bots: opts.bots,
      moves,
      updates: ups.length,
      updateP50: quantile(ups, 0.5),
      updateP95: quantile(ups, 0.95),
      updateMax: ups.at(-1) ?? NaN,
      dialogOpens: opens.length,
      dialogOpenP50: quantile(opens, 0.5),
      dialogOpenMax: opens.at(-1) ?? NaN,
      waitingBusy: Math.max(idleMine.task, idleBot.task),
      waitingMineBusy: idleMine.task,
      waitingBotBusy: idleBot.task,
      waitingAnimations: [...new Set([...idleMine.animations, ...idleBot.animations])],
      playBusy: play.task,
      flights: seen.flights.length,
      flightFrames: frames.shown + frames.dropped,
      droppedFrames: frames.dropped,
      droppedPct: frames.pct,
      benchFrames: frames.benched,
      framePeriod: frames.period,
    };
    if (values.json) console.log(JSON.stringify(result));
    else {
      const ms = (n) => `${n.toFixed(1)} ms`;
      console.log(
        [
          `bench:ui — ${result.viewport}, CPU ${opts.rate}x slower, solo with ${opts.bots} bots, ${moves} moves of the player`,
          `JS per table update       p50 ${ms(result.updateP50)}  p95 ${ms(result.updateP95)}  max ${ms(result.updateMax)}  (${ups.length} updates; <uno-table> and the Lit updates it sets off)`,
          opens.length
            ? `dialog opening            p50 ${ms(result.dialogOpenP50)}  max ${ms(result.dialogOpenMax)}  (${opens.length} dialogs; showModal and its focus)`
            : 'dialog opening            no dialog opened in the play',
          `main thread busy, waiting ${result.waitingBusy.toFixed(0)} ms/s  (the player's turn ${idleMine.task.toFixed(0)}, a bot's turn ${idleBot.task.toFixed(0)}; ${opts.idle} s each, nothing driven; running: ${[...new Set([...idleMine.animations, ...idleBot.animations])].join(', ') || 'no animation'})`,
          `dropped frames, flights   ${result.droppedPct.toFixed(1)} %  (${frames.dropped} of ${result.flightFrames} frames of ${result.flights} flights, frame ${frames.period.toFixed(1)} ms; ${frames.benched} frames left out, the bench at work)`,
          `main thread busy, playing ${result.playBusy.toFixed(0)} ms/s  (bots, flights and the bench's clicks)`,
        ].join('\n'),
      );
    }
  }
} catch (err) {
  failed = true;
  console.error(`${NAME}: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await browser.close();
  await server.close();
}
// Then the expert's decision time on the same build and profile (scripts/bench-expert.mjs).
if (!failed && !opts.replay && !values['no-expert']) {
  const args = ['scripts/bench-expert.mjs', '--dist', dist, '--rate', String(opts.rate)];
  if (values.json) args.push('--json');
  failed = spawnSync(process.execPath, args, { stdio: 'inherit' }).status !== 0;
}
remove();
process.exit(failed ? 1 : 0);
