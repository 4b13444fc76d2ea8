/// <reference types="mocha" />
/**
 * "Save the game" (issue 13): at the end of a game the button downloads the record, a file that
 * replayRecord accepts and that replays to the same final scores; the host saves from the table's
 * menu during the game; a guest's save is the host's answer (docs/network.md "Saving a game").
 */
import { lookIn } from '../table/fixtures.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../../src/ui/app/uno-app.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import { createTable, recordOf, replayRecord, restoreTable, type GameRecord } from '../../../../src/game/index.js';
import type { UnoTable } from '../../../../src/ui/table/uno-table.js';
import { makeView } from '../table/fixtures.js';
import { createBot } from '../../../../src/bots/index.js';
import { hostControls } from '../../../../src/net/page/controls.js';
import { TableHost } from '../../../../src/net/host/table-host.js';
import { createGameClient } from '../../../../src/net/guest/client.js';
import { createManualClock, type ManualClock } from '../../../../src/net/wire/clock.js';
import type { GameClient } from '../../../../src/net/guest/state.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { FakeClient, clientState, fakeServices, lobby, seat } from './fakes.js';
import { SCREENS_LOAD, $, until, freshPage } from './helpers.js';

/** What the page downloads: the files' names and texts, the real download left out. */
function catchDownloads(): { files: { name: string; text: Promise<string> }[]; stop(): void } {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  const click = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = createObjectURL(blob);
    if (blob instanceof Blob) blobs.set(url, blob);
    return url;
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) files.push({ name: this.download, text: blob.text() });
    else click.call(this);
  };
  return {
    files,
    stop() {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    },
  };
}

/** A real host in this page (a bot in seat 1) on a clock the test moves, and its own client. */
async function realHost(): Promise<{ host: TableHost; client: GameClient; clock: ManualClock }> {
  const clock = createManualClock(Date.now());
  const host = new TableHost({
    code: 'KQ7MXP',
    name: 'Alice',
    engine: { createTable, restoreTable, recordOf },
    createBot,
    clock,
    // a target of 1 point: the first round won with points ends the game
    settings: { edition: 'classic', options: { target: 1 }, turnMs: 0 },
    seed: () => 'save-record',
  });
  const { client, ready } = createGameClient({
    name: 'Alice',
    isHost: true,
    clock,
    connect: async () => host.localConnection(),
    memory: host.ownSeat(),
    reconnect: false,
    host: hostControls(host),
  });
  await ready;
  expect(host.addBot('normal').ok).to.equal(true);
  expect(host.start().ok).to.equal(true);
  return { host, client, clock };
}

/** The app showing `client`'s table (taken back as a saved table is). */
async function appWith(client: GameClient): Promise<UnoApp> {
  const services = fakeServices(client as FakeClient);
  services.hostSaved = { code: 'KQ7MXP', savedAt: Date.now() };
  const el = await fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
  await waitUntil(() => el.shadowRoot!.querySelector('uno-table'), 'the table shows', SCREENS_LOAD);
  return el;
}

/** Seat 0 plays its first legal move whenever it has one; the bot's turns come with the clock. */
async function playToTheEnd(host: TableHost, client: GameClient, clock: ManualClock): Promise<void> {
  for (let i = 0; i < 3000 && host.currentTable!.phase !== 'gameOver'; i++) {
    // a round won with only 0s left in the other hand scores 0 points: the game goes on
    if (host.currentTable!.phase === 'roundOver') expect(host.nextRound().ok).to.equal(true);
    const view = client.state.view;
    const play = view?.legal.find((a) => a.type === 'play');
    const move = play && play.type === 'play' ? { ...play, color: 'R' as const } : view?.legal[0];
    if (move && move.type !== 'catch') await client.act(move);
    else clock.advance(1500);
    await new Promise((r) => setTimeout(r, 0));
  }
  expect(host.currentTable!.phase).to.equal('gameOver');
}

describe('saving a game from the app', () => {
  let downloads: ReturnType<typeof catchDownloads>;
  beforeEach(async () => {
    await freshPage();
    downloads = catchDownloads();
  });
  afterEach(() => downloads.stop());
  after(() => setViewport({ width: 800, height: 600 }));

  it('the game-end button downloads a record that replays to the same final scores', async () => {
    const { host, client, clock } = await realHost();
    const el = await appWith(client);
    await playToTheEnd(host, client, clock);
    const table = $(el, 'uno-table');
    const save = await until(
      () => lookIn(table).querySelector<HTMLButtonElement>('.phase-dialog.game .save-record'),
      'the game-end button',
    );
    expect(save.textContent.trim()).to.equal('Save the game');
    save.click();
    await waitUntil(() => downloads.files.length === 1, 'a file is downloaded');
    const file = downloads.files[0]!;
    expect(file.name).to.match(/^uno-classic-\d{4}-\d\d-\d\d-\d\dh\d\d\.uno\.json$/);
    const record = JSON.parse(await file.text) as GameRecord;
    const replayed = replayRecord(record);
    const end = host.currentTable!;
    expect(replayed.phase).to.equal('gameOver');
    expect(replayed.view(0).scores).to.deep.equal(end.view(0).scores);
    expect(replayed.view(0).gameWinner).to.equal(end.view(0).gameWinner);
    expect(record.names).to.deep.equal(['Alice', 'Bot 1']);
    await waitUntil(() => $(el, '.toast').textContent.includes(file.name), 'the player is told where it went');
    host.close();
  });

  it('the host saves from the menu during the game; the record is the game so far', async () => {
    await setViewport({ width: 360, height: 740 });
    const { host, client } = await realHost();
    const el = await appWith(client);
    const table = $(el, 'uno-table');
    table.shadowRoot!.querySelector<HTMLButtonElement>('.menu-toggle')!.click();
    const menu = await until(() => table.shadowRoot!.querySelector('uno-table-menu'), 'the menu');
    const save = await until(() => menu.shadowRoot?.querySelector<HTMLButtonElement>('dialog[open] #save-btn'), 'Save');
    await expect(menu).to.be.accessible();
    save.click();
    await waitUntil(() => downloads.files.length === 1, 'a file is downloaded');
    const record = JSON.parse(await downloads.files[0]!.text) as GameRecord;
    expect(JSON.stringify(replayRecord(record).view(0))).to.equal(JSON.stringify(host.currentTable!.view(0)));
    expect(menu.shadowRoot!.querySelector('dialog')!.open, 'the menu closes').to.equal(false);
    host.close();
  });

  it("a guest's game-end button saves what the host sends, and says why when it cannot", async () => {
    const record = recordOf(createTable({ edition: 'skull', players: 2, seed: 'guest' }), ['Alice', 'Bob']);
    const over = makeView({
      seat: 1,
      players: 2,
      phase: 'gameOver',
      edition: 'skull',
      scores: [60, 0],
      history: [[60, 0]],
      gameWinner: 0,
      legal: [],
    });
    const guest = new FakeClient(
      clientState({
        isHost: false,
        seat: 1,
        status: 'playing',
        view: over,
        lobby: lobby({ started: true, seats: [seat(0, 'Alice'), seat(1, 'Bob', { you: true })] }),
      }),
    );
    guest.nextRecord = { ok: true, record };
    const services = fakeServices(guest);
    services.guestSaved = { code: 'KQ7MXP', name: 'Bob' };
    const el = await fixture<UnoApp>(html`<uno-app .services=${services}></uno-app>`);
    const table = await until(() => el.shadowRoot!.querySelector('uno-table'), 'the table');
    const save = await until(
      () => lookIn(table).querySelector<HTMLButtonElement>('.phase-dialog.game .save-record'),
      'the game-end button',
    );
    save.click();
    await waitUntil(() => downloads.files.length === 1, 'a file is downloaded');
    expect(guest.calls).to.deep.include(['gameRecord']);
    expect(JSON.parse(await downloads.files[0]!.text)).to.deep.equal(record);
    expect(downloads.files[0]!.name).to.match(/^uno-skull-/);
    // a refusal is said in words
    guest.nextRecord = { ok: false, error: 'record-sent' };
    await setLang('fr');
    save.click();
    await waitUntil(() => $(el, '.toast').textContent.includes('déjà été envoyée'), 'the refusal, in French');
    expect(downloads.files).to.have.length(1);
  });

  it("a guest's table menu offers no save during the game (the host's does)", async () => {
    for (const isHost of [false, true]) {
      const t = await fixture<UnoTable>(
        html`<uno-table style="width:1000px;height:760px" ?is-host=${isHost} .view=${makeView()}></uno-table>`,
      );
      t.shadowRoot!.querySelector<HTMLButtonElement>('.menu-toggle')!.click();
      const menu = await until(() => t.shadowRoot!.querySelector('uno-table-menu'), 'the menu');
      await until(() => menu.shadowRoot?.querySelector('dialog[open]'), 'the menu open');
      expect(!!menu.shadowRoot!.querySelector('#save-btn'), `host: ${isHost}`).to.equal(isHost);
    }
  });
});
