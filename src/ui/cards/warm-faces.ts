/**
 * Every face of an edition's deck drawn ahead, a few per idle moment: the table that deals them
 * then starts with its drawings made, and with their bitmaps if the page had the time (the lobby
 * and the solo dialog call it while the player chooses; the table again while it waits).
 */
import { EDITIONS } from '../../game/notation/index.js';
import { idle, type Later } from '../shared/idle.js';
import { faceClass } from './card-image.js';

/** Faces drawn per idle moment: a few milliseconds on a slow phone. */
export const FACES_PER_MOMENT = 6;

const warmedFaces = new Set<string>();

/** Once per edition and page: every face of the edition's deck, `FACES_PER_MOMENT` per `later`. */
export function warmFaces(edition: string, later: Later = idle): void {
  if (warmedFaces.has(edition) || !Object.hasOwn(EDITIONS, edition)) return;
  warmedFaces.add(edition);
  const id = edition as keyof typeof EDITIONS;
  const faces = [...new Set(EDITIONS[id].deck())];
  const from = (start: number): void =>
    later(() => {
      for (const code of faces.slice(start, start + FACES_PER_MOMENT)) faceClass(code, id);
      if (start + FACES_PER_MOMENT < faces.length) from(start + FACES_PER_MOMENT);
    });
  from(0);
}
