/** The table on each screen: a tall phone, a phone upright, a phone on its side, a wide screen (docs/table-ui.md "Layout (360×740, 740×360, 1280×800)"). Last, so that it overrides the rest. */
import { css } from 'lit';
import {
  crampedUpright,
  narrowUpright,
  shortUpright,
  sidewaysPhone,
  sidewaysUnderBars,
  wideScreen,
} from '../theme/screens.js';

/** Less room above and under the hand, read by the hand (uno-hand.ts), which raises its cards
 * less on the same screens (SIDEWAYS_UNDER_BARS, SHORT_UPRIGHT). */
const handUnderBars = css`
  --hand-room: 18px;
  --hand-foot: 6px;
`;

/** The sizes of a table on a short screen, read by the rules of a phone on its side below and by
 * the hand (uno-hand.ts). */
const underBars = css`
  --pile-card-w: 40px;
  --hand-card-w: 48px;
  --opponents-pad: 2px;
  --piles-pad: 4px 18px;
  ${handUnderBars}
`;

export const screenStyles = css`
  /* tall phones: bigger cards */
  @media (max-width: 899px) and (min-height: 700px) {
    :host {
      --pile-card-w: 84px;
      --hand-card-w: 84px;
    }
  }

  /* a phone held upright: the middle packed tighter, so the status, piles, color, towers and the
     last events stay above the player's bar */
  @media (max-width: 899px) and (orientation: portrait) {
    .center {
      gap: 6px;
    }
    /* The piles give way when the middle is short (ten players' chips in four or five rows): they
       take what the status, the color, the towers and the last events leave, up to their own
       size, and their cards shrink to fit it, so that the status never rides over the last chip
       nor the last events over the player's bar. */
    .piles {
      --piles-pad-y: 16px;
      padding: var(--piles-pad-y) 40px;
      flex: 1 1 0;
      min-height: 0;
      max-height: calc(var(--pile-max) * 1.5 + 2 * var(--piles-pad-y));
      /* a size container has no width of its own content: the two piles' at their full size */
      width: calc(2 * var(--pile-max) + 34px + 80px);
      max-width: 100%;
      box-sizing: border-box;
      container-type: size;
      --pile-max: 76px;
      --pile-card-w: min(var(--pile-max), max(36px, calc((100cqh - 2 * var(--piles-pad-y)) / 1.5)));
    }
  }
  @media (max-width: 899px) and (orientation: portrait) and (min-height: 700px) {
    .piles {
      --pile-max: 84px;
    }
  }

  /* a phone upright under a browser's bars, or a narrow one: the rows of chips close together
     (Contre-UNO sits on a chip's edge there, uno-seat-chip.ts), and on a short one a smaller
     hand, so that the piles keep room for their cards between the status and the color (at
     375×548 with ten players the status rode over the piles and the piles' counts over the
     color; at 320×568 the last events covered the player's bar), raised less in less room */
  @media ${shortUpright}, ${narrowUpright} {
    .opponents {
      gap: 6px;
      padding-bottom: 6px;
      /* a compact chip's name under its cards, room for « Robot 7 » whole (uno-seat-chip.ts) */
      --chip-name-max: 5.4em;
    }
  }
  @media ${shortUpright} {
    :host {
      --hand-card-w: 62px;
      ${handUnderBars}
    }
    /* The middle closer, a flatter ring round the piles, and a floor: their cards at their
       smallest (36 px) keep their room, and the last events give way instead, their oldest lines
       first, faded out at the top, the newest kept at the bottom (one line at least). Without the
       floor, a third row of chips (ten players in French, a dealer's mark adding a line) put the
       piles over the status. */
    .center {
      gap: 4px;
    }
    .status {
      padding-block: 4px;
    }
    .piles {
      --piles-pad-y: 10px;
      min-height: calc(36px * 1.5 + 2 * var(--piles-pad-y));
    }
    .strip {
      display: flex;
      flex-direction: column;
      justify-content: flex-end;
      flex: 0 1 auto;
      min-height: calc(1.3em + 8px);
      padding: 4px 10px;
      overflow: hidden;
      mask-image: linear-gradient(to bottom, transparent, var(--shade) 6px);
    }
    /* each line whole or cut at the top: a grid's rows of clipped lines shrank into each other */
    .strip .line {
      flex: none;
    }
  }

  /* an upright phone with least room (320×460, the first iPhone SE under Safari's bars; 320×568
     with many players): the last two events at most (the log button shows them all), so that
     the piles still fit between the status and the color */
  @media ${crampedUpright} {
    /* the tools two by two: stacked, the three (four with the chat) made the top 128 px high
       (162) whatever the chips took, and at 320×460 the piles had no room left; wider, the
       chips need the width more */
    .tools {
      display: grid;
      grid-template-columns: repeat(2, auto);
      gap: 4px;
    }
    .strip .line:nth-last-child(3) {
      display: none;
    }
    /* the newest on one line, ending in an ellipsis: wrapped, only its second half showed */
    .strip .line:last-child {
      white-space: nowrap;
    }
  }

  /* a phone on its side: opponents in one row, the piles between the status and the strip, small
     cards; the hand keeps the bottom */
  @media ${sidewaysPhone} {
    :host {
      --pile-card-w: 50px;
      --hand-card-w: 62px;
    }
    .top {
      padding: 4px 8px 0;
    }
    .opponents {
      flex-wrap: nowrap;
      justify-content: flex-start;
      overflow-x: auto;
      gap: 6px;
      padding: 0 0 var(--opponents-pad, 6px);
    }
    /* each chip keeps the width that shows its name; the row scrolls past the edge if it must */
    .opponents > li {
      flex: none;
    }
    .opponents.many {
      gap: 4px;
    }
    /* up to six chips leave room for more of each name (a spectator sees four compact chips) */
    .opponents:not(.many) {
      --chip-name-max: 6.5em;
    }
    .tools {
      flex-direction: row;
    }
    .center {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
      /* the towers a row of their own: in the color's cell they rode over it on a short screen */
      grid-template-areas: 'status piles strip' 'force piles strip' 'towers piles strip';
      align-items: center;
      justify-items: center;
      gap: 4px 12px;
      padding: 0 8px;
    }
    .status {
      grid-area: status;
      align-self: end;
      font-size: 0.85rem;
      padding: 4px 10px;
      gap: 6px;
      max-width: 100%;
    }
    /* whose turn keeps one line beside the clock (issue 30 point 7: « Au tour de Robot 1 »
       wrapped); a name too long for the column ends in an ellipsis */
    .status > span {
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
      min-width: 0;
    }
    .status uno-countdown {
      font-size: 0.85em;
    }
    .force {
      grid-area: force;
      align-self: start;
      font-size: 0.85rem;
    }
    .piles {
      grid-area: piles;
      gap: 22px;
      padding: var(--piles-pad, 8px 22px);
    }
    .neutral-towers {
      grid-area: towers;
      align-self: start;
    }
    .strip {
      grid-area: strip;
      width: 100%;
      font-size: 0.8rem;
    }
    .me {
      padding-top: 0;
    }
    .bar {
      min-height: 40px;
      padding-top: 2px;
    }
    .uno-btn {
      height: 40px;
      min-width: 70px;
      font-size: 1.1rem;
    }
    .primary,
    .secondary {
      min-height: 40px;
    }
  }

  /* a phone on its side under a browser's bars (300 to 340 px high), or a replay's table on any
     phone on its side, under the replay's own bar (one or two rows, 56 to 107 px): smaller cards,
     or the middle (piles, color, last events) is drawn under the player's bar and the UNO button;
     the bar's buttons keep their height, a fingertip's */
  @media ${sidewaysUnderBars} {
    :host {
      ${underBars}
    }
  }
  @media ${sidewaysPhone} {
    :host([replay]) {
      ${underBars}
    }
  }

  /* wide screens: bigger cards, a side panel for the log */
  @media ${wideScreen} {
    :host {
      --pile-card-w: 104px;
      --hand-card-w: 104px;
    }
    .table {
      grid-template-columns: minmax(0, 1fr) 260px;
      grid-template-areas: 'top top' 'center side' 'me me';
    }
    .side {
      grid-area: side;
      display: flex;
      flex-direction: column;
      min-height: 0;
      padding: 6px 12px 6px 0;
    }
    .side-log {
      display: flex;
      flex-direction: column;
      min-height: 0;
      flex: 1;
    }
    .log-toggle,
    .strip {
      display: none;
    }
    .opponents {
      gap: 10px 18px;
      padding-top: 4px;
      flex-wrap: nowrap;
    }
    .opponents li {
      margin-top: var(--drop, 0);
    }
    .opponents.many {
      flex-wrap: wrap;
    }
    .piles {
      gap: 56px;
      padding: 34px 64px;
    }
    .status {
      font-size: 1.2rem;
    }
  }
  /* a wide screen under a browser's bars (a laptop at 600 px, a tablet on its side at 700): the
     ring round the piles flatter, or the middle rode over the chips and under the player's bar */
  @media (min-width: 1024px) and (max-height: 760px),
    (min-width: 900px) and (min-height: 501px) and (max-height: 760px) {
    .piles {
      padding: 10px 64px;
    }
  }
  @media (max-height: 700px) and (min-width: 900px) and (min-height: 501px) {
    :host {
      --pile-card-w: 84px;
      --hand-card-w: 88px;
    }
  }
  @media (max-height: 620px) and (min-width: 900px) and (min-height: 501px) {
    :host {
      --pile-card-w: 72px;
      --hand-card-w: 80px;
    }
    .piles {
      padding: 4px 56px;
    }
  }
`;
