/**
 * Each edition's full deck as counts by card code (rules.md, "Editions"), so a bot can count the
 * cards it has not seen yet. Kept apart from the engine's own deck on purpose: the bots know only
 * what a player at the table knows, and a player knows the deck from the rulebook.
 */
import type { CardCode, EditionId } from '../game/types.js';

function add(deck: Map<CardCode, number>, code: CardCode, copies = 1): void {
  deck.set(code, (deck.get(code) ?? 0) + copies);
}

function build(edition: EditionId): Map<CardCode, number> {
  const deck = new Map<CardCode, number>();
  const colors = edition === 'skull' ? ['R', 'G', 'B', 'P'] : ['R', 'G', 'B', 'Y'];
  for (const c of colors) {
    if (edition === 'power-grab') {
      // Book 004: no 0; the first copy of 1..8 carries U, N, O, !, U, N, O, ! in that order.
      const icons = ['U', 'N', 'O', '!', 'U', 'N', 'O', '!'];
      for (let n = 1; n <= 9; n++) {
        add(deck, `${c}${n}${icons[n - 1] ?? ''}`);
        add(deck, `${c}${n}`);
      }
      add(deck, `${c}+1`, 2);
      add(deck, `${c}+2`, 2);
      add(deck, `${c}S`, 2);
      add(deck, `${c}R`);
      add(deck, `${c}T`);
      continue;
    }
    add(deck, `${c}0`);
    for (let n = 1; n <= 9; n++) {
      // Book 001: one copy of each number 1-9 per color carries the "add a rule" icon.
      add(deck, edition === 'house-rules' ? `${c}${n}*` : `${c}${n}`);
      add(deck, `${c}${n}`);
    }
    add(deck, `${c}S`, 2);
    add(deck, `${c}R`, 2);
    add(deck, `${c}+2`, 2);
  }
  add(deck, 'W+4', 4);
  if (edition === 'power-grab') add(deck, 'WT', 4);
  else add(deck, 'W', 4);
  if (edition === 'skull') add(deck, 'WK', 4);
  if (edition === 'house-rules') add(deck, 'WV', 4);
  return deck;
}

const decks = new Map<EditionId, ReadonlyMap<CardCode, number>>();

export function editionDeck(edition: EditionId): ReadonlyMap<CardCode, number> {
  let deck = decks.get(edition);
  if (!deck) {
    deck = build(edition);
    decks.set(edition, deck);
  }
  return deck;
}
