/** The house rule's form: its number, its text and its gesture. */
import { css } from 'lit';

export const ruleQuestionStyles = css`
  .form {
    display: grid;
    gap: 10px;
  }
  fieldset {
    border: 1px solid var(--line-field);
    border-radius: 12px;
    margin: 0;
    padding: 8px 10px 10px;
  }
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
  .numbers,
  .gestures {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .num-opt,
  .gesture-opt {
    position: relative;
  }
  .num-opt input,
  .gesture-opt input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  .num-opt span,
  .gesture-opt > span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 40px;
    min-width: 40px;
    justify-content: center;
    padding: 2px 10px;
    box-sizing: border-box;
    border: 2px solid var(--line-field);
    border-radius: 10px;
    background: var(--white);
    font-weight: 700;
  }
  .num-opt input:checked + span,
  .gesture-opt input:checked + span {
    border-color: var(--action);
    background: var(--action-pick);
  }
  .num-opt input:focus-visible + span,
  .gesture-opt input:focus-visible + span {
    outline: 3px solid var(--action);
    outline-offset: 2px;
  }
  .text-field {
    display: grid;
    gap: 4px;
    font-weight: 700;
  }
  .text-field input {
    font: inherit;
    font-weight: 400;
    padding: 10px;
    border-radius: 10px;
    border: 2px solid var(--line-field);
  }
  .text-field input:focus-visible {
    outline: 3px solid var(--action);
    outline-offset: 1px;
  }
  .text-field small {
    justify-self: end;
    font-weight: 400;
    color: var(--ink-faint);
  }
  .big-num {
    font-size: 1.6rem;
    margin-left: 6px;
  }
`;
