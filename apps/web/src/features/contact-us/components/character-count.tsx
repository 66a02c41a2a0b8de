import { useEffect, useState } from 'react';
import { characterCount, formatMessage, messages } from '@portal/contract';

export interface CharacterCountProps {
  /** The count's id, for the textarea's aria-describedby. */
  id: string;
  value: string;
  max: number;
}

/** Screen readers hear the count once typing pauses, not on every key (GOV.UK character count). */
const ANNOUNCE_AFTER_MS = 1_000;

function countText(value: string, max: number): string {
  const left = max - characterCount(value.trim());
  return left >= 0
    ? formatMessage(messages.contactUs.charactersRemaining, { n: String(left) })
    : formatMessage(messages.contactUs.charactersTooMany, { n: String(-left) });
}

/**
 * The live character count under the enquiry message (part 2 §5 "950 characters maximum"). It counts
 * the trimmed text, as the rule does, so the count and the error never disagree.
 */
export function CharacterCount({ id, value, max }: CharacterCountProps) {
  const text = countText(value, max);
  const [announced, setAnnounced] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(text), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const isOver = characterCount(value.trim()) > max;
  return (
    <>
      <p
        id={id}
        className={['field__hint', 'character-count', isOver ? 'character-count--over' : ''].join(' ')}
      >
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
