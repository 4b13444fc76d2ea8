/**
 * The mark that says a `<summary>` opens: a chevron before it that turns down when open. A
 * summary laid out as a flex box loses the browser's own triangle, and the lobby's rules, the
 * spectators' list and the chat's "Who you hear" then read as plain text, never tapped (seen in
 * scripts/look-together.mjs's screenshots). Drawn with borders in the text's colour, so it needs
 * no font glyph and follows each place's ink.
 */
import { css } from 'lit';

export const disclosure = css`
  summary {
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::before {
    content: '';
    flex: none;
    display: inline-block;
    width: 0.45em;
    height: 0.45em;
    margin: 0 0.55em 0 0.15em;
    border-right: 2.5px solid currentColor;
    border-bottom: 2.5px solid currentColor;
    transform: rotate(-45deg);
    transition: transform 0.15s ease-out;
  }
  details[open] > summary::before {
    transform: rotate(45deg);
  }
  @media (prefers-reduced-motion: reduce) {
    summary::before {
      transition: none;
    }
  }
`;
