/** cards/warm-faces.ts, `warmFaces`: every face of an edition drawn ahead, a few per idle moment, so the
 * table, the lobby and the solo dialog start with them (the round's results draw no new face in their update). */
import { expect } from '@open-wc/testing';
import { EDITIONS } from '../../../../src/game/notation/index.js';
import { faceClass, faceSheet } from '../../../../src/ui/cards/card-image.js';
import { FACES_PER_MOMENT, warmFaces } from '../../../../src/ui/cards/warm-faces.js';

const drawings = () => faceSheet!.cssRules.length;

describe('warmFaces(): the faces drawn ahead', () => {
  it('draws every face of the edition, a few per idle moment, and once per edition', () => {
    const moments: (() => void)[] = [];
    warmFaces('power-grab', (work) => moments.push(work));
    expect(moments.length, 'nothing drawn before the first idle moment').to.equal(1);
    const start = drawings();
    let ran = 0;
    while (moments.length) {
      const before = drawings();
      moments.shift()!();
      ran++;
      expect(drawings() - before, 'a few faces per moment').to.be.within(1, FACES_PER_MOMENT);
    }
    const faces = new Set(EDITIONS['power-grab'].deck());
    expect(ran).to.equal(Math.ceil(faces.size / FACES_PER_MOMENT));
    expect(drawings() - start, 'one drawing per face').to.equal(faces.size);
    const warmed = drawings();
    for (const code of faces) faceClass(code, 'power-grab');
    expect(drawings(), 'a card of any face then draws nothing new').to.equal(warmed);
    warmFaces('power-grab', (work) => moments.push(work));
    expect(moments.length, 'not twice').to.equal(0);
  });

  it("draws the edition's own faces: another edition's are its own", () => {
    const moments: (() => void)[] = [];
    warmFaces('skull', (work) => moments.push(work));
    while (moments.length) moments.shift()!();
    const warmed = drawings();
    faceClass('WK', 'skull');
    faceClass('P7', 'skull');
    expect(drawings(), "the skull's purple cards and its Wild Skull").to.equal(warmed);
  });
});
