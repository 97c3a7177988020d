'use client';

import { useId, useState } from 'react';
import { button, control } from '../ui/styles';

/** The note asked before blocking a slot or a day (研修, 点検…), then the block itself. */
export function BlockForm({ label, onBlock, onCancel }: { label: string; onBlock: (note: string) => Promise<void>; onCancel: () => void }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      aria-label={label}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        await onBlock(note.trim());
        setBusy(false);
      }}
    >
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={id} className="block text-sm font-bold text-slate-900">
          メモ（任意）
        </label>
        <input id={id} value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} className={control} placeholder="例：研修のため" />
      </div>
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? 'ブロックしています…' : 'ブロックする'}
      </button>
      <button type="button" className={button.secondary} onClick={onCancel} disabled={busy}>
        やめる
      </button>
    </form>
  );
}
