/** The race's gestures, big enough to hit first. */
import { css } from 'lit';

export const raceQuestionStyles = css`
  .gesture-grid {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
  }
  .gesture-btn {
    border: 2px solid var(--action);
    background: var(--action-soft);
    color: var(--action-ink);
    min-height: 64px;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
  }
  .gesture-btn .glyph {
    font-size: 1.8rem;
  }
`;
