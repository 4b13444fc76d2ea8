/**
 * Table events in words, in the current language, for the log and the live region. Only what the
 * event itself says: a seat's private details appear only in that seat's own copy of the event.
 */
import type { TableEvent } from '../../game/index.js';
import { t as translate } from '../i18n/i18n.js';
import { cardName, colorName } from '../cards/card-face.js';
import { gestureName } from './gestures.js';
import { isolate } from '../bidi.js';

export type NameOf = (seat: number) => string;

const list = (cards: readonly string[]) => cards.map(cardName).join(', ');

/** The seats a sentence is about, each under the name of the variant that tells it to that seat's
 * player: `{ you: winner }` for a sentence about one seat, `{ youBy: e.by, youTarget: e.target }` for
 * one where a seat acts on another. */
export type Roles = Partial<Record<'you' | 'youBy' | 'youTarget', number | null | undefined>>;

/**
 * The sentence `key` as the player at seat `me` reads it. When the player holds one of `roles`, the
 * variant `key.<role>` says it in the second person, its verbs agreeing ("You win the round.", never
 * "You wins the round."); a sentence without that variant fits every seat as it is.
 */
export function personal(key: string, me: number, roles: Roles, params?: Record<string, string | number>): string {
  const role = (Object.keys(roles) as (keyof Roles)[]).find((r) => roles[r] === me);
  const own = role ? translate(`${key}.${role}`, params) : null;
  return own !== null && own !== `${key}.${role}` ? own : translate(key, params);
}

/** Names as a list read aloud: "Ana, Bruno and Chloé". */
function andList(names: readonly string[]): string {
  return names.length < 2
    ? names.join('')
    : translate('log.and', { a: names.slice(0, -1).join(', '), b: names[names.length - 1]! });
}

/** The sentence for one event, or '' for an event that says nothing to a player. */
export function describeEvent(e: TableEvent, me: number, nameOf: NameOf): string {
  try {
    return sentence(e, me, nameOf);
  } catch {
    return ''; // an event missing its fields says nothing rather than break the log
  }
}

function sentence(e: TableEvent, me: number, nameOf: NameOf): string {
  // An event about one seat's deed: the player's own gets its own sentence ("You play…", "Vous jouez…").
  const t = (key: string, params?: Record<string, string | number>) =>
    personal(key, me, 'seat' in e ? { you: e.seat } : {}, params);
  switch (e.type) {
    case 'deal':
      return personal(
        'log.deal',
        me,
        { you: e.dealer },
        { round: e.round, dealer: nameOf(e.dealer), card: cardName(e.top) },
      );
    case 'play':
      return e.color
        ? t('log.playColor', { name: nameOf(e.seat), cards: list(e.cards), color: colorName(e.color) })
        : t('log.play', { name: nameOf(e.seat), cards: list(e.cards) });
    case 'draw':
      if (e.seat === me && e.cards?.length) return t('log.drawYou', { cards: list(e.cards) });
      if (e.penalty) return t('log.penalty', { name: nameOf(e.seat), n: e.count });
      return e.count === 1
        ? t('log.draw1', { name: nameOf(e.seat) })
        : t('log.draw', { name: nameOf(e.seat), n: e.count });
    case 'pass':
      return t('log.pass', { name: nameOf(e.seat) });
    case 'skip':
      return e.protectedBy
        ? t('log.skipProtected', { name: nameOf(e.seat), tower: e.protectedBy })
        : t('log.skip', { name: nameOf(e.seat) });
    case 'reverse':
      return t(e.direction === 1 ? 'log.reverse.cw' : 'log.reverse.ccw');
    case 'color':
      return t('log.color', { name: nameOf(e.seat), color: colorName(e.color) });
    case 'uno':
      return t('log.uno', { name: nameOf(e.seat) });
    case 'catch':
      return personal(
        'log.catch',
        me,
        { youBy: e.by, youTarget: e.target },
        { by: nameOf(e.by), target: nameOf(e.target) },
      );
    case 'challenge':
      return personal(
        e.bluff ? 'log.challengeBluff' : 'log.challengeHonest',
        me,
        { youBy: e.by, youTarget: e.target },
        {
          by: nameOf(e.by),
          target: nameOf(e.target),
        },
      );
    case 'accept':
      return t('log.accept', { name: nameOf(e.seat) });
    case 'protected':
      return t('log.protected', { name: nameOf(e.seat), tower: e.tower });
    case 'rule':
      return t(e.replaced ? 'log.ruleReplaced' : 'log.rule', {
        name: nameOf(e.seat),
        n: e.number,
        text: isolate(e.text),
        gesture: gestureName(e.gesture),
      });
    case 'race':
      return t('log.race', { n: e.number });
    case 'react':
      return t(e.ok ? 'log.reactOk' : 'log.reactWrong', { name: nameOf(e.seat) });
    case 'raceEnd': {
      if (!e.losers.length) return t('log.raceEndNone');
      if (e.losers.length === 1)
        return personal('log.raceEnd1', me, { you: e.losers[0] }, { name: nameOf(e.losers[0]!) });
      // Several losers, the player among them last: "Bruno, Chloé and you draw 1."
      const others = e.losers.filter((s) => s !== me).map(nameOf);
      const lost = others.length < e.losers.length;
      return personal(
        'log.raceEnd',
        me,
        { you: lost ? me : null },
        { names: lost ? others.join(', ') : andList(others) },
      );
    }
    case 'towers':
      return t('log.towers', { name: nameOf(e.seat), towers: e.take.join(', ') });
    case 'keep':
      return t('log.keep', { name: nameOf(e.seat), n: e.laid });
    case 'swap':
      return personal(
        'log.swap',
        me,
        { youBy: e.seat, youTarget: e.target },
        { by: nameOf(e.seat), target: nameOf(e.target) },
      );
    case 'rotate':
      return t(e.direction === 1 ? 'log.rotate.cw' : 'log.rotate.ccw');
    case 'jumpIn':
      return personal(
        'log.jumpIn',
        me,
        { youBy: e.seat, youTarget: e.turn },
        { by: nameOf(e.seat), target: nameOf(e.turn) },
      );
    case 'reshuffle':
      return t('log.reshuffle', { n: e.count });
    case 'firstCard': {
      // The engine's StartEffect names (docs/game-rules.md "The first card turned"); an unknown one is shown as is.
      const key = `log.effect.${e.effect}`;
      const effect = translate(key);
      return t('log.firstCard', { card: cardName(e.card), effect: effect === key ? e.effect : effect });
    }
    case 'roundEnd':
      return e.result.winner === null
        ? t('log.roundEnd')
        : personal('log.roundEndWinner', me, { you: e.result.winner }, { name: nameOf(e.result.winner) });
    case 'gameEnd':
      return personal('log.gameEnd', me, { you: e.winner }, { name: nameOf(e.winner) });
    default:
      return '';
  }
}
