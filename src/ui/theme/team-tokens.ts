/**
 * The teams' colours (docs/rules.md "Teams"): one band per team, on the lobby's pairs, the table's
 * chips and the round's results. Apart from the card colours, so that a team never reads as a colour
 * to play; five, for the five teams of ten players. Imported by the elements that draw a team, so
 * that it loads with them and not with the first page.
 */
import { css } from 'lit';

export const teamTokens = css`
  :host {
    --team-0: #ff9e1b;
    --team-1: #26c6da;
    --team-2: #ec6fe0;
    --team-3: #b2e34a;
    --team-4: #f4f1e8;
    --team-ink: #1d1d1b;
  }
`;

/** The token of team `team`'s colour, for a style written in a template. */
export function teamToken(team: number): string {
  return `var(--team-${team % 5})`;
}
