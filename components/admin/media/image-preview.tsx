'use client';

import { useState } from 'react';
import { smallVariantOf } from '@/lib/core/media/shared';

/** A stored image address shown small; a broken or deleted image says so instead of a blank box. */
export function ImagePreview({ src, alt, className = '' }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = /^(\/(?!\/)|https?:\/\/)/i.test(src) ? smallVariantOf(src) : null;
  if (!shown || failed === shown) {
    return (
      <div className={`flex items-center justify-center bg-slate-100 p-2 text-center text-xs text-slate-700 ${className}`}>
        画像を表示できません
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- any address an admin typed; the admin needs no optimizer
    <img src={shown} alt={alt} onError={() => setFailed(shown)} className={`bg-slate-100 object-cover ${className}`} />
  );
}
