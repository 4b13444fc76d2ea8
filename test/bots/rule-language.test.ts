/**
 * Bots write their house rules in the game's language (issue 30 point 7: French rules in an English
 * game): whole house-rules games, every level, each rule a bot writes in the language it was given,
 * asked at each rule (a switch during the game counts). The page's bots take the page's language.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/bots/arena.js';
import { createBot, type BotLanguage } from '../../src/bots/index.js';
import { createTable } from '../../src/game/index.js';
import { createBot as pageBot } from '../../src/net/page/hosting-kit.js';
import { setBotLanguage } from '../../src/net/page/bot-language.js';

const FRENCH = /\b(un|le|tout|on|c'est|quand)\b/i;
const ENGLISH = /\b(every|played|number|when|lucky|the|one)\b/i;

function rulesWritten(lang: () => BotLanguage, make = createBot): string[] {
  const texts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const table = createTable({ edition: 'house-rules', players: 4, seed: `rule-lang/${i}` });
    const bots = (['easy', 'normal', 'hard', 'normal'] as const).map((level, s) =>
      make(level, `rule-lang/${i}/${s}`, { lang }),
    );
    playGame(table, bots, {
      onDecision: (_seat, _view, d) => {
        if (d.action.type === 'rule') texts.push(d.action.text);
      },
    });
  }
  return texts;
}

describe("a bot's house rule", () => {
  it('is in English in an English game', () => {
    const texts = rulesWritten(() => 'en');
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) {
      expect(text, text).toMatch(ENGLISH);
      expect(text, text).not.toMatch(FRENCH);
    }
  });

  it('is in French in a French game', () => {
    const texts = rulesWritten(() => 'fr');
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) expect(text, text).toMatch(FRENCH);
  });

  it("follows the page's language, for the bots a page hosts", () => {
    setBotLanguage(() => 'fr');
    try {
      const texts = rulesWritten(
        () => 'en',
        (level, seed) => pageBot(level, seed),
      );
      for (const text of texts) expect(text, text).toMatch(FRENCH);
    } finally {
      setBotLanguage(() => 'en');
    }
  });
});
