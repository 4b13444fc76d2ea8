/**
 * The drawing of every face of the table's edition, made ahead in idle moments, a few at a time.
 *
 * A face is drawn the first time a card of it shows (card-image.ts): its SVG markup written, made
 * a `data:` URL, its rule added to the sheet the cards adopt. The round's results show the
 * opponents' hands, faces the player may never have held: on a phone profile (CPU 4x slower) the
 * first round's results spent most of a 6 ms render drawing them (docs/smoothness.md, twelfth
 * pass). The colour letters are the language's: after a change of language, faces are drawn again
 * as they show.
 */
import { EDITIONS } from '../../game/notation/index.js';
import type { EditionId } from '../../game/types.js';
import { faceClass } from '../cards/card-image.js';
import { idle, type Later } from '../shared/idle.js';

/** Faces drawn per idle moment: a few milliseconds on a slow phone. */
export const FACES_PER_MOMENT = 6;

const warmed = new Set<string>();

/** Once per edition and page: every face of the edition's deck, `FACES_PER_MOMENT` per `later`. */
export function warmFaces(edition: EditionId, later: Later = idle): void {
  if (warmed.has(edition) || !Object.hasOwn(EDITIONS, edition)) return;
  warmed.add(edition);
  const faces = [...new Set(EDITIONS[edition].deck())];
  const from = (start: number): void =>
    later(() => {
      for (const code of faces.slice(start, start + FACES_PER_MOMENT)) faceClass(code, edition);
      if (start + FACES_PER_MOMENT < faces.length) from(start + FACES_PER_MOMENT);
    });
  from(0);
}
