/**
 * Each edition's default rule options, to show the value in force for an option the host has not
 * set. rules.md, "Option defaults": house-rules differs (book 001: Wilds count as a match, a
 * redrawn first card, one round with no scoring); the target is 50 with placement scoring (book 003).
 */
import type { EditionId, RuleOptions } from '../../engine/types.js';

const BASE: RuleOptions = {
  wildDrawFour: 'no-matching-color',
  wildsCountAsMatch: false,
  stacking: 'none',
  multiPlay: false,
  twoPlayerReverseSkips: true,
  firstCard: 'apply',
  scoring: 'winner-takes',
  target: 500,
  blockedRound: 'lowest-hand',
};

const BY_EDITION: Record<EditionId, Partial<RuleOptions>> = {
  classic: {},
  skull: {},
  'house-rules': { wildsCountAsMatch: true, firstCard: 'redraw', scoring: 'none' },
  'power-grab': {},
};

/** The options in force: the host's choices over the edition's defaults. */
export function effectiveOptions(edition: EditionId, chosen: Partial<RuleOptions>): RuleOptions {
  const merged: RuleOptions = { ...BASE, ...BY_EDITION[edition], ...chosen };
  if (chosen.target === undefined) merged.target = merged.scoring === 'placement' ? 50 : 500;
  return merged;
}
