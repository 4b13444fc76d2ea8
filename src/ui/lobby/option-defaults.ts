/**
 * The options in force for the lobby's form: the engine's own resolution (the edition's defaults
 * under the host's choices), so the screen can never disagree with the rules it shows.
 */
import { EDITIONS, resolveOptions } from '../../game/notation/index.js';
import type { EditionId, RuleOptions } from '../../game/index.js';

/** The options in force: the host's choices over the edition's defaults. A choice the engine
 * would refuse (the host validates before it gets here) falls back to the edition's defaults. */
export function effectiveOptions(edition: EditionId, chosen: Partial<RuleOptions>): RuleOptions {
  try {
    return resolveOptions(EDITIONS[edition], chosen);
  } catch {
    return resolveOptions(EDITIONS[edition], {});
  }
}
