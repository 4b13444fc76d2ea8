/**
 * Table events in words, in the current language, for the log and the live region. Only what the
 * event itself says: a seat's private details appear only in that seat's own copy of the event.
 */
import type { TableEvent } from '../../engine/types.js';
import { t as translate } from '../i18n/i18n.js';
import { cardName, colorName } from '../cards/card-face.js';

export type NameOf = (seat: number) => string;

const list = (cards: readonly string[]) => cards.map(cardName).join(', ');

/** The sentence for one event, or '' for an event that says nothing to a player. */
export function describeEvent(e: TableEvent, me: number, nameOf: NameOf): string {
  try {
    return sentence(e, me, nameOf);
  } catch {
    return ''; // an event missing its fields says nothing rather than break the log
  }
}

function sentence(e: TableEvent, me: number, nameOf: NameOf): string {
  // The player's own deeds get their own sentences ("You play…", "Vous jouez…").
  const t = (key: string, params?: Record<string, string | number>) => {
    const self = 'seat' in e && e.seat === me ? translate(`${key}.you`, params) : null;
    return self !== null && self !== `${key}.you` ? self : translate(key, params);
  };
  switch (e.type) {
    case 'deal':
      return t('log.deal', { round: e.round, dealer: nameOf(e.dealer), card: cardName(e.top) });
    case 'play':
      return e.color
        ? t('log.playColor', { name: nameOf(e.seat), cards: list(e.cards), color: colorName(e.color) })
        : t('log.play', { name: nameOf(e.seat), cards: list(e.cards) });
    case 'draw':
      if (e.seat === me && e.cards?.length) return t('log.drawYou', { cards: list(e.cards) });
      if (e.penalty) return t('log.penalty', { name: nameOf(e.seat), n: e.count });
      return e.count === 1 ? t('log.draw1', { name: nameOf(e.seat) }) : t('log.draw', { name: nameOf(e.seat), n: e.count });
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
      return t('log.catch', { by: nameOf(e.by), target: nameOf(e.target) });
    case 'challenge':
      return t(e.bluff ? 'log.challengeBluff' : 'log.challengeHonest', { by: nameOf(e.by), target: nameOf(e.target) });
    case 'accept':
      return t('log.accept', { name: nameOf(e.seat) });
    case 'protected':
      return t('log.protected', { name: nameOf(e.seat), tower: e.tower });
    case 'rule':
      return t(e.replaced ? 'log.ruleReplaced' : 'log.rule', { name: nameOf(e.seat), n: e.number, text: e.text });
    case 'race':
      return t('log.race', { n: e.number });
    case 'react':
      return t(e.ok ? 'log.reactOk' : 'log.reactWrong', { name: nameOf(e.seat) });
    case 'raceEnd':
      return e.losers.length ? t('log.raceEnd', { names: e.losers.map(nameOf).join(', ') }) : t('log.raceEndNone');
    case 'towers':
      return t('log.towers', { name: nameOf(e.seat), towers: e.take.join(', ') });
    case 'keep':
      return t('log.keep', { name: nameOf(e.seat), n: e.laid });
    case 'reshuffle':
      return t('log.reshuffle', { n: e.count });
    case 'firstCard': {
      // The engine's StartEffect names (rules.md, "The starting card"); an unknown one is shown as is.
      const key = `log.effect.${e.effect}`;
      const effect = translate(key);
      return t('log.firstCard', { card: cardName(e.card), effect: effect === key ? e.effect : effect });
    }
    case 'roundEnd':
      return e.result.winner === null ? t('log.roundEnd') : t('log.roundEndWinner', { name: nameOf(e.result.winner) });
    case 'gameEnd':
      return t('log.gameEnd', { name: nameOf(e.winner) });
    default:
      return '';
  }
}
