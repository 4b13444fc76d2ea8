/**
 * The later part of the palette (tokens.ts says why there are two parts), for the screens after
 * home: the felt's shades, the table's paper and inks, its action blue and danger red, the marks
 * that light up (gold), the UNO button's reds, the lobby's seat dots and tags. The table, the
 * lobby, the replay and the phases view import it directly, so that it loads with them.
 */
import { css } from 'lit';
import type { Color } from '../../game/index.js';

export const tableTokens = css`
  :host {
    --felt-light: #237a45;
    --felt-mid: #17613a;
    --felt-dark: #0c3f24;
    --felt-night: #06301a;
    --felt-sheet: #0c2c1c;
    --felt-ink: #d7f5df;
    --felt-ink-soft: #e8f5e9;
    --no-color: #888;
    --ink-strong: #111;
    --ink-muted: #4a4a4a;
    --ink-faint: #555;
    --ink-grey: #6b6b6b;
    --line-field: #c9c4b5;
    --line-soft: #e2ddcd;
    --action-soft: #eef3fd;
    --action-pick: #dce7fb;
    --action-ink: #0b2a66;
    --action-off: #8a8f98;
    --danger: #b3261e;
    --danger-deep: #8c1d18;
    --ok: #1e6b34;
    --online: #6ee27a;
    --offline: #ff6b57;
    --stand-in: #c5cae9;
    --stand-in-ink: #1a237e;
    --gold-deep: #ffd54a;
    --gold-ink: #2b2100;
    --gold-ink-deep: #3a1d00;
    --gold-shadow: #281e00;
    --uno-hot: #ff5a36;
    --uno-deep: #c21d00;
    --uno-edge: #5a0d00;
    --uno-ink: #8a1600;
    --clock-ink: #7a1500;
    --felt-button: #1f6f3f;
    --paper: #fdfbf4;
    --paper-tag: #ece6d6;
    --muted: #8a8a84;
    --amber: #d88a00;
    --action: #0b57d0;
    --gold: #ffe066;
    --gold-light: #ffec8c;
  }
`;

/** The token of each card colour, for a style written in a template (`--c: var(--red)`). */
export const COLOR_TOKEN: Record<Color, string> = {
  R: 'var(--red)',
  B: 'var(--blue)',
  G: 'var(--green)',
  Y: 'var(--yellow)',
  P: 'var(--purple)',
};

/** The ink that reads on a card colour: dark on yellow, white on the others. */
export function inkOn(color: string): string {
  return color === 'Y' ? 'var(--ink)' : 'var(--white)';
}
