/** The color picker's four (or five) colour buttons. */
import { css } from 'lit';

export const colorQuestionStyles = css`
  .colors {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
  }
  .color-btn {
    border: 3px solid transparent;
    background: var(--c);
    color: var(--c-ink);
    min-height: 64px;
    font-size: 1.1rem;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 10px;
  }
  .color-btn .letter {
    display: inline-grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 2px solid currentColor;
    font-weight: 900;
  }
`;
