'use client';

import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before the count is said: a screen reader hears it once, not at each key. */
const ANNOUNCE_AFTER_MS = 1200;

/** The count the server checks: the trimmed text's length (lib/core/model/validation.ts). */
export const countOf = (value: string | null | undefined): number => (value ?? '').trim().length;

interface CharacterCountProps {
  id: string;
  /** The field's name, for what is said ("見出し 28文字…"). */
  label: string;
  value: string | null | undefined;
  /** About what a search result shows (SEO_GUIDES); past it the result cuts the text. */
  guide: number;
  /** What the server accepts (SEO_LIMITS). */
  max: number;
}

/** The count and what it means against the guide and the limit, as shown and as said. */
export function countText(count: number, guide: number, max: number): { text: string; level: 'ok' | 'long' | 'over' } {
  const base = `${count}文字（目安${guide}文字・上限${max}文字）`;
  if (count > max) return { text: `${base}：上限を${count - max}文字超えています`, level: 'over' };
  if (count > guide) return { text: `${base}：目安より長い部分は検索結果で省略されます`, level: 'long' };
  return { text: base, level: 'ok' };
}

const TONES = { ok: 'text-slate-700', long: 'font-bold text-amber-900', over: 'font-bold text-red-700' } as const;

/**
 * A field's count against the length a Japanese search result shows and the limit: shown at every
 * key (and read with the field, whose aria-describedby names it), said politely once typing
 * pauses, and marked when past the guide or the limit.
 */
export function CharacterCount({ id, label, value, guide, max }: CharacterCountProps) {
  const { text, level } = countText(countOf(value), guide, max);
  const [said, setSaid] = useState('');
  const first = useRef(true);
  useEffect(() => {
    // Nothing is said when the form opens: only a count the editor changed.
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => setSaid(`${label} ${text}`), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [label, text]);
  return (
    <>
      <p id={id} className={`mt-1 text-right text-xs tabular-nums ${TONES[level]}`}>
        {text}
      </p>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </>
  );
}
