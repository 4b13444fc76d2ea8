/** The towers to take, each option with its marks. */
import { css } from 'lit';

export const towersQuestionStyles = css`
  .tower-mark {
    display: inline-grid;
    place-items: center;
    min-width: 26px;
    height: 28px;
    padding: 4px 4px 0;
    box-sizing: border-box;
    background: var(--white);
    color: var(--ink-strong);
    font-weight: 900;
    font-size: 16px;
    clip-path: polygon(0 0, 25% 0, 25% 18%, 40% 18%, 40% 0, 60% 0, 60% 18%, 75% 18%, 75% 0, 100% 0, 100% 100%, 0 100%);
  }
  .option .tower-marks {
    display: flex;
    gap: 3px;
  }
  .option .tower-mark {
    background: var(--ink);
    color: var(--white);
  }
`;
