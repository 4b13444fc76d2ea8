// Issue 30 points 1-5 across three real pages (a host and two guests) and a spectator: a 4-player
// team game (three people, one bot), chat, reactions and a mute, the sound settings, a round's
// moments, a spectator who asks to play and takes the seat of a player who left.
/* global document */ // the functions given to page.evaluate run in the page
import { createTable, describeState, joinTable, newPage, phase, setName, step } from '../../test/e2e/drive.mjs';
import { moments, watchMoments } from './watch.mjs';

const chat = (page) => page.locator('uno-table-chat');
const openChat = async (page) => {
  await chat(page).locator('.chat-toggle').click();
  await chat(page).locator('dialog[open]').waitFor();
};
const closeChat = (page) => chat(page).locator('.close').click();
const say = async (page, text) => {
  await chat(page).locator('#chat-input').fill(text);
  await chat(page).locator('.send').click();
};
const until = async (what, test, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await test().catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
};

/** One move for a player who forgets to say UNO once (`forget`), or who catches one who forgot. */
async function move(page, { forget }) {
  const lit = page.locator('uno-table .uno-btn[data-lit="true"][aria-pressed="false"]:not([disabled])');
  if (forget.left > 0 && (await lit.count()) && !(await page.locator('uno-table uno-dialog[open]').count())) {
    const card = page.locator('uno-table uno-hand button[data-playable="true"]').first();
    if (await card.count()) {
      forget.left--;
      await card.focus();
      await page.keyboard.press('Enter');
      return 'forgot';
    }
  }
  const catchBtn = page.locator('uno-table uno-seat-chip .catch');
  for (let i = 0; i < (await catchBtn.count()); i++)
    if (
      await catchBtn
        .nth(i)
        .isVisible()
        .catch(() => false)
    ) {
      await catchBtn
        .nth(i)
        .click({ timeout: 1000 })
        .catch(() => {});
      return 'catch';
    }
  return step(page);
}

/** Shoots each page once per kind of moment (a penalty, a callout) as it shows, until stopped. */
function shootMoments(pages, shoot) {
  const shot = pages.map(() => new Set());
  let stop = false;
  const done = (async () => {
    while (!stop) {
      for (const [i, page] of pages.entries()) {
        const now = (await moments(page))?.now;
        const name = now && (now.startsWith('penalty') ? 'p4-penalty' : `p4-callout-${now.split(':')[0]}`);
        if (name && !shot[i].has(name)) {
          shot[i].add(name);
          await shoot(page, name, i, 0);
        }
      }
      await new Promise((r) => setTimeout(r, 60));
    }
  })();
  return async () => {
    stop = true;
    await done;
  };
}

/** Plays until every page shows the round's end, each person forgetting UNO once (the others
 * catch it), the moments shot as they show. */
async function playRoundWatched(pages, shoot, tags, { timeoutMs = 420_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const over = async (p) => ['roundOver', 'gameOver'].includes(await phase(p));
  const stopShooting = shootMoments(pages, shoot);
  let moves = 0;
  let pileShot = false;
  try {
    await Promise.all(
      pages.map(async (page, i) => {
        const forget = { left: 1 };
        while (!(await over(page))) {
          if (Date.now() > deadline) throw new Error(`round did not end (${tags[i]}: ${await describeState(page)})`);
          const did = await move(page, { forget });
          if (did) moves++;
          if (!pileShot && moves > 24 && i === 0) {
            pileShot = true;
            await Promise.all(pages.map((p, j) => shoot(p, 'p4-pile', j, 0)));
          }
          await page.waitForTimeout(did ? 40 : 90);
        }
      }),
    );
  } finally {
    await stopShooting();
  }
  return Promise.all(pages.map((p) => moments(p)));
}

export async function tableOfFriends(browser, url, { sizes, langs, shoot, log, expect, danAt }) {
  const [alice, bob, chloe] = [
    await newPage(browser, url, { ...sizes[0], lang: langs[0] }),
    await newPage(browser, url, { ...sizes[1], lang: langs[1] }),
    await newPage(browser, url, { ...sizes[2], lang: langs[2] }),
  ];
  const pages = [alice, bob, chloe];
  const code = await createTable(alice, 'Alice');
  await joinTable(bob, 'Bob', code);
  await joinTable(chloe, 'Chloé', code);
  await until('three in the lobby', async () => (await alice.locator('uno-lobby li .seat-name').count()) === 3);
  await alice.locator('uno-lobby .add-bot button').click();
  await until('four seats', async () => (await alice.locator('uno-lobby li .seat-name').count()) === 4);
  await alice.locator('uno-lobby uno-teams-option #teams').check();
  await until('teams on the guests', async () => (await bob.locator('uno-lobby uno-teams-option ul li').count()) > 0);
  for (const [i, p] of pages.entries()) await shoot(p, 'p1-teams-lobby', i, 1);

  await alice.locator('uno-lobby .start button').click();
  for (const p of pages) await p.locator('uno-table uno-hand').waitFor({ timeout: 30_000 });
  for (const p of pages) await watchMoments(p);
  for (const [i, p] of pages.entries()) await shoot(p, 'p1-teams-table', i, 0);

  // chat: Bob says hello; Alice and Chloé read it; Chloé claps over her chip on the others' tables
  await openChat(bob);
  await say(bob, langs[1] === 'fr' ? 'Salut tout le monde !' : 'Hello everyone!');
  await until('Alice counts a line', async () => (await chat(alice).locator('.badge').textContent()) === '1', 10_000);
  await shoot(alice, 'p2-chat-badge', 0, 0);
  await openChat(alice);
  await say(alice, langs[0] === 'fr' ? 'Bonne chance, Bob' : 'Good luck, Bob');
  await openChat(chloe);
  await until('Chloé reads Alice', async () => (await chat(chloe).locator('.lines li').count()) >= 2, 10_000);
  for (const [i, p] of pages.entries()) await shoot(p, 'p2-chat', i, 0);
  await closeChat(chloe);
  await openChat(chloe);
  await chat(chloe).locator('.reactions button[data-reaction="clap"]').click();
  await closeChat(chloe);
  await closeChat(bob);
  await closeChat(alice);
  await alice.locator('uno-table uno-reaction-bubble[data-seat="2"]').waitFor({ timeout: 5000 });
  await Promise.all([shoot(alice, 'p2-reaction', 0, 0), shoot(bob, 'p2-reaction', 1, 0)]);
  // Alice mutes Bob for herself: his next line does not reach her panel
  await openChat(alice);
  await chat(alice).locator('details.people summary').click();
  await chat(alice).locator('details.people li', { hasText: 'Bob' }).locator('button:not(.host-mute)').click();
  await openChat(bob);
  await openChat(chloe);
  await say(bob, langs[1] === 'fr' ? 'Vous m’entendez ?' : 'Can you hear me?');
  await until('Chloé reads Bob again', async () => (await chat(chloe).locator('.lines li').count()) >= 3, 10_000);
  await alice.waitForTimeout(800);
  // a mute hides the muted player's earlier lines too (src/net/guest/chat-inbox.ts): Alice keeps
  // her own line only, Chloé reads all three
  const aliceOwn = await chat(alice).locator('.lines li.mine').count();
  const aliceOthers = await chat(alice).locator('.lines li:not(.none):not(.mine)').allTextContents();
  expect(
    `mute: Alice reads her own line only (${aliceOwn} own, others: ${aliceOthers.join(' | ')})`,
    aliceOwn === 1 && aliceOthers.length === 0,
  );
  const chloeLines = await chat(chloe).locator('.lines li:not(.none)').count();
  expect(`mute: Chloé still reads all three lines (${chloeLines})`, chloeLines === 3);
  await shoot(alice, 'p2-mute', 0, 0);
  await chat(alice).locator('details.people li', { hasText: 'Bob' }).locator('button:not(.host-mute)').click();
  for (const p of pages) await closeChat(p);

  // the sound settings in the table's menu: the volume down to 30 %, then sounds off
  for (const [i, p] of pages.entries()) {
    await p.locator('uno-table .menu-toggle').click();
    await p.locator('uno-table-menu dialog[open]').waitFor();
    await p.locator('uno-table-menu #sound-volume').fill('30');
    await shoot(p, 'p3-sound', i, 0);
    if (i === 1) {
      await p.locator('uno-table-menu #sound-on').uncheck();
      await shoot(p, 'p3-sound-off', i, 0);
      await p.locator('uno-table-menu #sound-on').check();
    }
    await p.keyboard.press('Escape');
  }
  const kept = await alice.evaluate(() => localStorage.getItem('uno.sound'));
  log(`sound kept: ${kept}`);

  // a spectator comes while the round is under way, and asks to play
  const dan = await newPage(browser, url, { ...sizes[danAt], lang: langs[0] });
  await setName(dan, 'Dan');
  await dan.locator('uno-home #code').fill(code);
  await dan.locator('uno-home #join-btn').click();
  await dan.locator('uno-table .watching').waitFor({ timeout: 30_000 });
  await dan.locator('uno-seat-ask button.primary').click();
  await dan.locator('uno-seat-ask [role=status]').waitFor();
  await shoot(dan, 'p5-spectator-asks', danAt, 0, langs[0]);
  await shoot(alice, 'p5-host-sees-ask', 0, 0);

  const seen = await playRoundWatched(pages, shoot, ['a', 'b', 'c']);
  log(
    `moments seen: ${JSON.stringify(seen.map((m) => m && { c: m.callouts, p: m.penalties, air: m.maxAir, back: m.backwards }))}`,
  );
  // what the round held, to weigh the callouts seen against the events that make them (a page
  // keeps its last 100 events: a long round's early ones are not counted)
  for (const [i, p] of pages.entries())
    log(
      `page ${i}, last 100 events: ${await p.evaluate(() => {
        const events = document.querySelector('uno-app')?.client?.state.events ?? [];
        const n = (type) => events.filter((e) => e.type === type).length;
        return `catch ${n('catch')}, uno ${n('uno')}, penalty draws ${events.filter((e) => e.type === 'draw' && e.penalty && e.count > 1).length}`;
      })}`,
    );
  await alice.waitForTimeout(900); // the round end's dialog fades in, the deal check is revealed
  for (const [i, p] of pages.entries()) await shoot(p, 'p1-teams-results', i, 1);
  // the deal check sits under the results: scrolled to, as a player would. The guests' check
  // proves the deal to them; the host dealt, so its passing check is silent (src/ui/table/deal-shown.ts)
  for (const [i, p] of pages.entries()) {
    const box = p.locator('uno-table uno-dialog[open] .deal-check');
    if (i === 0) {
      await p.waitForTimeout(2000); // a failing check would show by now
      expect(`host: no deal-check box on a passing round`, (await box.count()) === 0);
      continue;
    }
    const shown = await box
      .scrollIntoViewIfNeeded({ timeout: 20_000 })
      .then(() => box.textContent())
      .catch((err) => `none (${err.message.split('\n')[0]})`);
    expect(`guest ${i}: deal checked ✓ (${shown.replace(/\s+/g, ' ').trim().slice(0, 80)})`, shown.includes('✓'));
    await shoot(p, 'p7-deal-check-guests', i, 0);
  }
  await shoot(dan, 'p5-spectator-round-end', danAt, 0, langs[0]);

  // Chloé leaves between rounds: a stand-in holds her seat; Dan takes it as the next round starts
  const dialog = chloe.locator('uno-table uno-dialog[open]');
  await dialog.locator('button.secondary').click();
  await chloe.locator('uno-leave-confirm .go').click();
  await alice.waitForTimeout(1500);
  await shoot(alice, 'p5-host-between-rounds', 0, 1);
  await alice.locator('uno-table uno-dialog[open] [data-default]').click();
  await dan.locator('uno-table uno-hand').waitFor({ timeout: 20_000 });
  await alice.waitForTimeout(700);
  await shoot(dan, 'p5-spectator-seated', danAt, 0, langs[0]);
  await shoot(alice, 'p4-rounds-won', 0, 0);
  await shoot(bob, 'p4-rounds-won', 1, 0);
  await shoot(dan, 'p4-rounds-won', danAt, 0, langs[0]);
  for (const p of [...pages, dan]) await p.context().close();
}
