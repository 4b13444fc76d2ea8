/**
 * The table's chat and reactions (issue 30 point 2; docs/security.md "Chat and reactions"): each
 * bad input is refused to its sender with a code and reaches nobody; the rate limits, the host's
 * mute and chat-off (kept in the host's save), spectators who react but do not talk, a player's own
 * mute, and a chat whose lines are no part of the game's record or save.
 */
import { describe, expect, it } from 'vitest';
import { createHarness, reloadHost, settle } from './harness.js';
import { CHAT_BURST, CHAT_WINDOW_MS, REACTION_BURST } from '../../src/net/host/chat.js';
import { MAX_CHAT_TEXT, checkChatText } from '../../src/net/wire/chat-messages.js';
import type { Connection } from '../../src/net/wire/transport.js';
import type { GameClient } from '../../src/net/guest/state.js';

type H = Awaited<ReturnType<typeof createHarness>>;

async function table(opts: Parameters<typeof createHarness>[0] = {}) {
  const h = await createHarness({ seed: 'chat', ...opts });
  const ana = await h.addGuest('Ana');
  const bo = await h.addGuest('Bo');
  await settle();
  return { h, ana, bo };
}

const texts = (c: GameClient) => c.chat.state.lines.map((l) => `${l.from.name}: ${l.text}`);
/** Every chat text the host sent to any guest, as it went over the wire. */
const wireChats = (h: H) =>
  [...h.received.values()].flat().filter((t) => t.includes('"t":"chat"') || t.includes('"t":"reaction"'));

async function say(h: H, c: GameClient, text: string) {
  c.chat.say(text);
  await settle();
}

describe('chat', () => {
  it("a player's line reaches every seat and the host, cleaned of extra spaces", async () => {
    const { h, ana, bo } = await table();
    await say(h, ana.client, '  nice   one\n !  ');
    for (const c of [h.hostClient, ana.client, bo.client]) expect(texts(c)).toEqual(['Ana: nice one !']);
    expect(ana.client.chat.state.lines[0]!.from.seat).toBe(1);
  });

  it('takes 200 characters, emoji built with joiners and presentation selectors', async () => {
    const { h, ana, bo } = await table();
    const long = 'é'.repeat(MAX_CHAT_TEXT);
    await say(h, ana.client, long);
    await say(h, ana.client, 'gg 👩‍💻 ❤️ 1️⃣ 👍🏽');
    expect(bo.client.chat.state.lines.map((l) => l.text)).toEqual([long, 'gg 👩‍💻 ❤️ 1️⃣ 👍🏽']);
    expect(ana.client.chat.state.refused).toBe(null);
  });

  const bad: [string, string, string][] = [
    ['too long', 'x'.repeat(MAX_CHAT_TEXT + 1), 'chat-too-long'],
    ['far too long', 'x'.repeat(4000), 'chat-too-long'],
    ['a zero-width space', 'hi\u200bthere', 'chat-invisible'],
    ['a right-to-left override', 'gg \u202eeno ecin', 'chat-invisible'],
    ['a bidi isolate', '\u2067abc\u2069', 'chat-invisible'],
    ['a word joiner', 'a\u2060b', 'chat-invisible'],
    ['a control character', 'bell\u0007', 'chat-invisible'],
    ['a pile of combining marks', 'Z\u0301\u0302\u0303\u0304\u0305', 'chat-invisible'],
    ['a lone joiner after a letter', 'a\u200d', 'chat-invisible'],
    ['spaces only', '   \n\t ', 'chat-empty'],
    ['nothing', '', 'chat-empty'],
  ];
  for (const [what, text, code] of bad) {
    it(`refuses ${what} with ${code}, and nobody hears of it`, async () => {
      const { h, ana, bo } = await table();
      await say(h, ana.client, text);
      expect(ana.client.chat.state.refused).toBe(code);
      for (const c of [h.hostClient, ana.client, bo.client]) expect(c.chat.state.lines).toEqual([]);
      expect(wireChats(h)).toEqual([]);
      // the refusal goes to its sender alone
      expect(h.received.get(bo.label)!.some((t) => t.includes('chat-refused'))).toBe(false);
      // and the next good line is taken
      await say(h, ana.client, 'ok');
      expect(texts(bo.client)).toEqual(['Ana: ok']);
      expect(ana.client.chat.state.refused).toBe(null);
    });
  }

  it('a malformed chat message is a bad message and changes nothing', async () => {
    const { h, ana, bo } = await table();
    const conn = h.conns.get(ana.label)!;
    for (const text of [
      '{"v":1,"t":"chat","text":42}',
      '{"v":1,"t":"chat","text":"hi","seat":3}',
      '{"v":1,"t":"chat"}',
      '{"v":1,"t":"reaction","r":{"x":1}}',
      '{"v":1,"t":"chat-set","mute":{"seat":99,"muted":true}}',
      '{"v":1,"t":"chat-set","off":"yes"}',
    ])
      conn.send(text);
    await settle();
    const errors = h.received.get(ana.label)!.filter((t) => t.includes('"code":"bad-message"'));
    expect(errors.length).toBe(6);
    expect(bo.client.chat.state.lines).toEqual([]);
    expect(wireChats(h)).toEqual([]);
  });

  it(`lets ${CHAT_BURST} lines through in ${CHAT_WINDOW_MS / 1000} s, then says too fast until the window passes`, async () => {
    const { h, ana, bo } = await table();
    for (let i = 1; i <= CHAT_BURST; i++) await say(h, ana.client, `line ${i}`);
    await say(h, ana.client, 'one too many');
    expect(ana.client.chat.state.refused).toBe('chat-too-fast');
    expect(bo.client.chat.state.lines.map((l) => l.text)).toEqual(
      Array.from({ length: CHAT_BURST }, (_, i) => `line ${i + 1}`),
    );
    // another player is not slowed by Ana
    await say(h, bo.client, 'me too');
    expect(bo.client.chat.state.refused).toBe(null);
    // time passes with the heartbeat answered
    for (let t = 0; t < CHAT_WINDOW_MS; t += 500) {
      h.clock.advance(500);
      await settle();
    }
    await say(h, ana.client, 'again');
    expect(texts(bo.client).at(-1)).toBe('Ana: again');
  });

  it('a reconnection does not reset the pace: it is kept by seat, not by connection', async () => {
    const { h, ana, bo } = await table();
    for (let i = 1; i <= CHAT_BURST; i++) await say(h, ana.client, `line ${i}`);
    h.conns.get(ana.label)!.close();
    await settle();
    h.clock.advance(1500);
    await settle(6);
    const back = h.guests.find((g) => g.label === ana.label)!;
    expect(back.client.state.seat).toBe(1);
    await say(h, back.client, 'flood');
    expect(back.client.chat.state.refused).toBe('chat-too-fast');
    expect(bo.client.chat.state.lines.length).toBe(CHAT_BURST);
  });

  it('reactions: the row only, at a pace; an unknown one is refused', async () => {
    const { h, ana, bo } = await table();
    ana.client.chat.react('clap');
    await settle();
    expect(bo.client.chat.state.reaction).toMatchObject({ r: 'clap', from: { seat: 1, name: 'Ana' } });
    const conn = h.conns.get(ana.label)!;
    conn.send('{"v":1,"t":"reaction","r":"<img src=x>"}');
    await settle();
    expect(ana.client.chat.state.refused).toBe('reaction-unknown');
    for (let i = 1; i < REACTION_BURST; i++) ana.client.chat.react('wow');
    await settle();
    const seen = wireChats(h).filter((t) => t.includes('"reaction"')).length;
    ana.client.chat.react('sad');
    await settle();
    expect(ana.client.chat.state.refused).toBe('reaction-too-fast');
    expect(wireChats(h).filter((t) => t.includes('"reaction"')).length).toBe(seen);
  });
});

describe("the host's switches", () => {
  it('a muted seat can neither talk nor react; unmuted, it can again; everyone sees the mark', async () => {
    const { h, ana, bo } = await table();
    h.hostClient.chat.configure({ mute: { seat: 1, muted: true } });
    await settle();
    for (const c of [h.hostClient, ana.client, bo.client]) expect(c.chat.state.muted).toEqual([1]);
    await say(h, ana.client, 'let me talk');
    expect(ana.client.chat.state.refused).toBe('chat-muted');
    ana.client.chat.react('angry');
    await settle();
    expect(ana.client.chat.state.refused).toBe('chat-muted');
    expect(bo.client.chat.state.lines).toEqual([]);
    expect(bo.client.chat.state.reaction).toBe(null);
    expect(wireChats(h)).toEqual([]);
    h.hostClient.chat.configure({ mute: { seat: 1, muted: false } });
    await settle();
    await say(h, ana.client, 'thanks');
    expect(texts(bo.client)).toEqual(['Ana: thanks']);
    expect(bo.client.chat.state.muted).toEqual([]);
  });

  it('the mark follows the seat when a seat before it leaves the lobby', async () => {
    const { h, bo } = await table();
    h.hostClient.chat.configure({ mute: { seat: 2, muted: true } });
    await settle();
    expect(h.host.removeSeat(1)).toEqual({ ok: true });
    await settle();
    expect(bo.client.state.seat).toBe(1);
    expect(bo.client.chat.state.muted).toEqual([1]);
    await say(h, bo.client, 'hello?');
    expect(bo.client.chat.state.refused).toBe('chat-muted');
  });

  it('chat off: nobody talks (the host included), reactions still go', async () => {
    const { h, ana, bo } = await table();
    h.hostClient.chat.configure({ off: true });
    await settle();
    expect(bo.client.chat.state.off).toBe(true);
    await say(h, ana.client, 'hello');
    expect(ana.client.chat.state.refused).toBe('chat-off');
    await say(h, h.hostClient, 'quiet please');
    expect(h.hostClient.chat.state.refused).toBe('chat-off');
    expect(bo.client.chat.state.lines).toEqual([]);
    ana.client.chat.react('thumbs');
    await settle();
    expect(bo.client.chat.state.reaction?.r).toBe('thumbs');
    h.hostClient.chat.configure({ off: false });
    await settle();
    await say(h, ana.client, 'hello');
    expect(texts(bo.client)).toEqual(['Ana: hello']);
  });

  it("a guest cannot use the host's switches", async () => {
    const { h, ana, bo } = await table();
    ana.client.chat.configure({ off: true, mute: { seat: 2, muted: true } });
    await settle();
    expect(ana.client.chat.state.refused).toBe('not-host');
    expect(bo.client.chat.state.off).toBe(false);
    expect(bo.client.chat.state.muted).toEqual([]);
    await say(h, bo.client, 'still here');
    expect(texts(h.hostClient)).toEqual(['Bo: still here']);
  });
});

describe('spectators and kicked players', () => {
  it('a spectator reacts but may not chat, and reads the chat', async () => {
    const { h, ana } = await table();
    expect(h.host.start().ok).toBe(true);
    await settle();
    const zoe = await h.addGuest('Zoé');
    await settle();
    expect(zoe.client.state.watching).toBe(true);
    await say(h, zoe.client, 'hi all');
    expect(zoe.client.chat.state.refused).toBe('chat-watching');
    expect(ana.client.chat.state.lines).toEqual([]);
    zoe.client.chat.react('party');
    await settle();
    expect(ana.client.chat.state.reaction).toMatchObject({ r: 'party', from: { seat: -1, name: 'Zoé' } });
    await say(h, ana.client, 'welcome Zoé');
    expect(texts(zoe.client)).toEqual(['Ana: welcome Zoé']);
  });

  it("a kicked player's channel, still delivering, changes nothing", async () => {
    // a channel the host closed may still hand it a message or two (a peer's buffer): the host
    // must not take them from a link it let go
    const inject = new Map<string, (text: string) => void>();
    let n = 0;
    const h = await createHarness({
      seed: 'chat-kick',
      hostEnd: (c: Connection) => {
        const label = `g${++n}`;
        return {
          get open() {
            return c.open;
          },
          get local() {
            return c.local;
          },
          send: (t) => c.send(t),
          onMessage: (l) => {
            inject.set(label, l);
            c.onMessage(l);
          },
          onClose: (l) => c.onClose(l),
          close: () => c.close(),
        };
      },
    });
    await h.addGuest('Ana');
    const bo = await h.addGuest('Bo');
    await settle();
    expect(h.host.removeSeat(1)).toEqual({ ok: true });
    await settle();
    inject.get('g1')!('{"v":1,"t":"chat","text":"you cannot kick me"}');
    inject.get('g1')!('{"v":1,"t":"reaction","r":"angry"}');
    await settle();
    expect(bo.client.chat.state.lines).toEqual([]);
    expect(bo.client.chat.state.reaction).toBe(null);
    expect(wireChats(h)).toEqual([]);
  });
});

describe("a player's own mute", () => {
  it('hides a sender here only, its past lines too', async () => {
    const { h, ana, bo } = await table();
    await say(h, ana.client, 'first');
    bo.client.chat.hide('s1', true);
    await say(h, ana.client, 'second');
    ana.client.chat.react('laugh');
    await settle();
    expect(bo.client.chat.state.lines).toEqual([]);
    expect(bo.client.chat.state.reaction).toBe(null);
    expect(texts(h.hostClient)).toEqual(['Ana: first', 'Ana: second']);
    bo.client.chat.hide('s1', false);
    await say(h, ana.client, 'third');
    expect(texts(bo.client)).toEqual(['Ana: third']);
  });
});

describe('no part of the record', () => {
  it("the game's record and the host's save hold no chat", async () => {
    const { h, ana } = await table();
    expect(h.host.start().ok).toBe(true);
    await settle();
    await say(h, ana.client, 'secret-words-42');
    h.clock.advance(2000);
    await settle();
    const record = await h.hostClient.gameRecord();
    expect(record.ok).toBe(true);
    expect(JSON.stringify(record)).not.toContain('secret-words-42');
    expect(JSON.stringify(h.store.last)).not.toContain('secret-words-42');
    expect(texts(h.hostClient)).toEqual(['Ana: secret-words-42']);
  });
});

describe("the host's switches across a reload", () => {
  for (const started of [false, true]) {
    it(`chat off and a mute for everyone are saved, and hold after a reload (${started ? 'in a game' : 'in the lobby'})`, async () => {
      const { h, ana, bo } = await table();
      if (started) expect(h.host.start().ok).toBe(true);
      await settle();
      h.hostClient.chat.configure({ off: true, mute: { seat: 2, muted: true } });
      await settle();
      expect(h.store.last!.chat).toEqual({ off: true, muted: [2] });
      await reloadHost(h);
      expect(h.host.started).toBe(started);
      for (const c of [h.hostClient, ana.client, bo.client]) {
        expect(c.chat.state.off).toBe(true);
        expect(c.chat.state.muted).toEqual([2]);
      }
      await say(h, ana.client, 'still off?');
      expect(ana.client.chat.state.refused).toBe('chat-off');
      expect(texts(h.hostClient)).toEqual([]);
      // turned on again, the save says so (a new table's switches leave no trace in it)
      h.hostClient.chat.configure({ off: false, mute: { seat: 2, muted: false } });
      await settle();
      expect(h.store.last!.chat).toBe(undefined);
      await say(h, ana.client, 'back on');
      expect(texts(bo.client)).toEqual(['Ana: back on']);
    });
  }
});

describe('checkChatText', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(checkChatText('😀'.repeat(MAX_CHAT_TEXT)).ok).toBe(true);
    expect(checkChatText('😀'.repeat(MAX_CHAT_TEXT + 1))).toEqual({ ok: false, code: 'chat-too-long' });
  });
});
