/**
 * The game's notation (docs/game-rules.md "Card codes", "The four editions"): the one reader of card codes and the
 * one edition table. Small and free of the statechart: the first page and the bots import it alone.
 */
export {
  COLORS,
  card,
  cardPoints,
  countByColor,
  isColor,
  isWildCode,
  matches,
  parseCard,
  placementPoints,
  type Card,
  type CardKind,
  type Icon,
} from './cards.js';
export {
  EDITIONS,
  TEAM_TABLES,
  deckCounts,
  editionColors,
  isEditionId,
  resolveOptions,
  type Edition,
  type StartEffect,
} from './editions.js';
