/**
 * A switch in a settings list (`<label class="check"><input type="checkbox"> words</label>`): a
 * row as tall as a finger, the box large enough to hit, the words bold. The table's menu and the
 * sound settings inside it show theirs one under the other, so they share one look.
 */
import { css } from 'lit';

export const checkRow = css`
  .check {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    font-weight: 700;
  }
  .check input {
    width: 22px;
    height: 22px;
    margin: 0;
    flex: none;
  }
`;
