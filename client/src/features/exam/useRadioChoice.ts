import { type KeyboardEvent, useRef } from 'react';
import type { AnswerValue } from '../../state/sessionState';

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

export interface RadioChoiceHandlers {
  /** An option was chosen on purpose (tap, click, Space, its number): the page moves on. */
  readonly onCommit: (value: AnswerValue) => void;
  /** The arrow keys moved the choice: it is kept, and the page stays. */
  readonly onMove: (value: AnswerValue) => void;
  /** Enter in the group: go on with the current choice. */
  readonly onEnter: () => void;
}

/**
 * An answer scale's native radio group, told apart by how the choice came: the arrow keys only move it (as in any
 * radio group), a tap, click or Space commits it, and Enter goes on with the current one. `group` goes on the
 * element around the radios, `radio(option, checked)` on each radio input.
 */
export function useRadioChoice({ onCommit, onMove, onEnter }: RadioChoiceHandlers) {
  const arrowKey = useRef(false);

  const group = {
    onKeyDown: (event: KeyboardEvent) => {
      arrowKey.current = ARROWS.has(event.key);
      if (event.key === 'Enter') {
        event.preventDefault();
        onEnter();
      }
    },
    onKeyUp: () => {
      arrowKey.current = false;
    },
  };

  const radio = (option: AnswerValue, checked: boolean) => ({
    onChange: () => {
      if (arrowKey.current) onMove(option);
      else onCommit(option);
      arrowKey.current = false;
    },
    // Choosing the option already chosen changes nothing, yet still means "this one, go on".
    onClick: () => {
      if (checked && !arrowKey.current) onCommit(option);
    },
  });

  return { group, radio };
}

/** The native radio laid over its whole option, invisible: the option is the target, the input keeps the semantics. */
export const coveringInput = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
} as const;
