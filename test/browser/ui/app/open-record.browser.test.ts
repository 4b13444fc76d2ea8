/// <reference types="mocha" />
/**
 * The home screen opens a saved game (issue 13): a good file is replayed with the table UI, step by
 * step, and closing it comes back home; a refused one is said in the player's language, naming the
 * step, under the button, and nothing else changes.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/ui/app/uno-app.js';
import type { UnoApp } from '../../../../src/ui/app/uno-app.js';
import { createTable, recordOf, type GameRecord } from '../../../../src/game/index.js';
import { setLang } from '../../../../src/ui/i18n/i18n.js';
import { fakeServices } from './fakes.js';
import { $, until, freshPage } from './helpers.js';

function aRecord(): GameRecord {
  const table = createTable({ edition: 'power-grab', players: 2, seed: 'open' });
  for (let i = 0; i < 6; i++) {
    const v = table.view(table.turn);
    const play = v.legal.find((a) => a.type === 'play');
    table.send(table.turn, play && play.type === 'play' ? { ...play, color: 'R' } : v.legal[0]!);
  }
  return recordOf(table, ['Léa', 'Max']);
}

/** Picks `text` (or a file) as the file in the home screen's file field. */
function pick(el: UnoApp, text: string | File): void {
  const input = $<HTMLInputElement>($(el, 'uno-home'), '#record-file');
  const files = new DataTransfer();
  files.items.add(typeof text === 'string' ? new File([text], 'game.uno.json', { type: 'application/json' }) : text);
  input.files = files.files;
  input.dispatchEvent(new Event('change'));
}

/** Runs `f` with every way of reading `file` throwing; the reads of it tried, named. A read of
 * another blob (the card faces' bitmaps are read at idle moments, card-bitmap.ts) goes on. The
 * file is told by its size: the file field may hand over another object for it. */
async function unread(file: Blob, f: () => Promise<void>): Promise<string[]> {
  const isFile = (x: unknown) => x instanceof Blob && x.size === file.size;
  const tried: string[] = [];
  const saved: [object, string, unknown][] = [];
  const ways: [object, string[]][] = [
    [Blob.prototype, ['text', 'arrayBuffer', 'slice', 'stream', 'bytes']],
    [FileReader.prototype, ['readAsText', 'readAsArrayBuffer', 'readAsDataURL', 'readAsBinaryString']],
    [Response.prototype, ['text', 'json']],
  ];
  for (const [proto, names] of ways)
    for (const name of names.filter((n) => n in proto)) {
      const own = Reflect.get(proto, name) as (...args: unknown[]) => unknown;
      saved.push([proto, name, own]);
      Reflect.set(proto, name, function (this: unknown, ...args: unknown[]) {
        if (!isFile(this) && !isFile(args[0])) return own.apply(this, args);
        tried.push(name);
        throw new Error(`${name} was called`);
      });
    }
  try {
    await f();
  } finally {
    for (const [proto, name, value] of saved) Reflect.set(proto, name, value);
  }
  return tried;
}

describe('opening a saved game from the home screen', () => {
  beforeEach(freshPage);
  afterEach(() => setLang('en'));

  it('replays a good file step by step, and Close comes back home', async () => {
    const record = aRecord();
    const el = await fixture<UnoApp>(html`<uno-app .services=${fakeServices()}></uno-app>`);
    pick(el, JSON.stringify(record));
    const replay = await until(() => el.shadowRoot!.querySelector('uno-replay'), 'the replay');
    await until(() => replay.shadowRoot?.querySelector('uno-table'), 'its table');
    const step = () => replay.shadowRoot!.querySelector('.step')!.textContent.trim();
    expect(step()).to.equal(`Step 0 of ${record.steps.length}`);
    replay.shadowRoot!.querySelector<HTMLButtonElement>('#next')!.click();
    await replay.updateComplete;
    expect(step()).to.equal(`Step 1 of ${record.steps.length}`);
    // a replay names every seat, the one it is seen from too: its viewer is not that player
    const table = replay.shadowRoot!.querySelector('uno-table')!;
    await table.updateComplete;
    const said = table.shadowRoot!.textContent ?? '';
    expect(said).to.contain('Léa');
    expect(said).to.not.match(/\bYou\b|\bYour turn\b/);
    replay.shadowRoot!.querySelector<HTMLButtonElement>('#close')!.click();
    await until(() => el.shadowRoot!.querySelector('uno-home'), 'home again');
    expect(el.shadowRoot!.querySelector('uno-replay')).to.equal(null);
  });

  it('says in French why a file is refused, naming the step, and the home screen still works', async () => {
    await setLang('fr');
    const record = aRecord();
    record.steps[2] = [1, { type: 'play', card: 'ZZ' }];
    const el = await fixture<UnoApp>(html`<uno-app .services=${fakeServices()}></uno-app>`);
    pick(el, JSON.stringify(record));
    const home = $(el, 'uno-home');
    const message = await until(() => home.shadowRoot!.querySelector('.record-message'), 'the message');
    expect(message.getAttribute('role')).to.equal('alert');
    expect(message.textContent).to.match(
      /^Ce fichier n’est pas une partie lisible : l’étape 3 est refusée par le jeu \(/,
    );
    expect(el.shadowRoot!.querySelector('uno-replay')).to.equal(null);
    await expect(home).to.be.accessible();
    // the same file field takes the next file: a good one now opens
    pick(el, JSON.stringify(aRecord()));
    await until(() => el.shadowRoot!.querySelector('uno-replay'), 'the replay');
  });

  it('refuses a file of another version, or not JSON, in English', async () => {
    const el = await fixture<UnoApp>(html`<uno-app .services=${fakeServices()}></uno-app>`);
    const home = $(el, 'uno-home');
    let last = '';
    const said = async (text: string) => {
      pick(el, text);
      const now = () => home.shadowRoot!.querySelector('.record-message')?.textContent;
      last = await until(() => (now() !== last ? now() : null), 'a new message');
      return last;
    };
    expect(await said(JSON.stringify({ ...aRecord(), version: 99 }))).to.equal(
      'This file is not a readable game: its version (99) is unknown to this version of the game.',
    );
    expect(await said('{"format":')).to.equal('This file is not a readable game: it is not JSON.');
    await expect(home).to.be.accessible();
  });

  it('refuses a file over 5 MB from its size, without reading it, in English and French', async () => {
    const el = await fixture<UnoApp>(html`<uno-app .services=${fakeServices()}></uno-app>`);
    const home = $(el, 'uno-home');
    const message = () => home.shadowRoot!.querySelector('.record-message')?.textContent ?? '';
    // one byte over: the content is never looked at, only the size
    const big = new File([new Uint8Array(5_000_001)], 'big.uno.json', { type: 'application/json' });
    const tried = await unread(big, async () => {
      pick(el, big);
      await until(() => message(), 'the message');
    });
    expect(tried, 'reads tried').to.deep.equal([]);
    expect(message()).to.equal('This file is not a readable game: the file is larger than 5 MB.');
    expect(el.shadowRoot!.querySelector('uno-replay')).to.equal(null);
    await setLang('fr');
    await el.updateComplete;
    const before = message();
    expect(
      await unread(big, async () => {
        pick(el, big);
        await until(() => (message() !== before ? message() : null), 'the French message');
      }),
    ).to.deep.equal([]);
    expect(message()).to.equal('Ce fichier n’est pas une partie lisible : le fichier fait plus de 5 Mo.');
    await expect(home).to.be.accessible();
  });

  it('says a record nested 100,000 deep is not a readable game, in English and French', async () => {
    const el = await fixture<UnoApp>(html`<uno-app .services=${fakeServices()}></uno-app>`);
    const home = $(el, 'uno-home');
    const message = () => home.shadowRoot!.querySelector('.record-message')?.textContent ?? '';
    const good = JSON.stringify(aRecord());
    const deep = good.replace(
      '"steps":[',
      `"steps":[[0,{"type":"draw","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}],`,
    );
    pick(el, deep);
    await until(() => message(), 'the message');
    expect(message()).to.equal('This file is not a readable game: it nests lists deeper than any saved game does.');
    await setLang('fr');
    pick(el, deep.replace('"format"', '"x":1,"format"'));
    await until(() => (message().startsWith('Ce fichier') ? message() : null), 'the French message');
    expect(message()).to.equal(
      'Ce fichier n’est pas une partie lisible : il imbrique des listes plus profondément qu’aucune partie enregistrée.',
    );
    expect(el.shadowRoot!.querySelector('uno-replay')).to.equal(null);
  });
});
