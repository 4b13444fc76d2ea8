/** The towers to take, each option with its marks. */
import { css } from 'lit';
import { towerMark } from '../shared.styles.js';

export const towersQuestionStyles = css`
  ${towerMark}
  .option .tower-marks {
    display: flex;
    gap: 3px;
  }
  .option .tower-mark {
    background: var(--ink);
    color: var(--white);
  }
`;
