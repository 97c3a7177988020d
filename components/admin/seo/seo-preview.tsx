'use client';

import { useId, useState } from 'react';
import { smallVariantOf } from '@/lib/core/media/shared';
import { type Device, type PageSeo, searchResult, shareCard } from '@/lib/site/seo/snippet';
import { useSiteUrl } from './site-url';

const DEVICES: { value: Device; label: string }[] = [
  { value: 'desktop', label: 'パソコン' },
  { value: 'mobile', label: 'スマートフォン' },
];

/**
 * How the page shows in a Google result and in a LINE or X share card, from the values the
 * page's own metadata is built from (lib/site/seo/snippet.ts), as the editor types.
 */
export function SeoPreview({ seo }: { seo: PageSeo }) {
  const siteUrl = useSiteUrl();
  const [device, setDevice] = useState<Device>('desktop');
  const id = useId();
  const result = searchResult(seo, siteUrl, device);
  const card = shareCard(seo, siteUrl);
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-bold text-slate-900">プレビューの端末</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {DEVICES.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm text-slate-900">
              <input
                type="radio"
                name={`${id}-device`}
                value={option.value}
                checked={device === option.value}
                onChange={() => setDevice(option.value)}
                className="size-4 accent-brand-900"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <figure aria-labelledby={`${id}-result`} className="min-w-0">
        <figcaption id={`${id}-result`} className="text-sm font-bold text-slate-900">
          Google の検索結果（{device === 'desktop' ? 'パソコン' : 'スマートフォン'}）
        </figcaption>
        <div className={`mt-2 rounded-lg border border-slate-300 bg-white p-4 ${device === 'mobile' ? 'max-w-[360px]' : 'max-w-[652px]'}`}>
          <div className="flex items-center gap-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- the site's own small icon, as the result shows it */}
            <img src="/icon.png" alt="" width={28} height={28} className="size-7 rounded-full border border-slate-200 bg-white p-0.5" />
            <div className="min-w-0 leading-tight">
              <p className="truncate text-sm text-[#202124]">{result.siteName}</p>
              <p className="break-all text-xs text-[#4d5156]">{result.url}</p>
            </div>
          </div>
          <p className={`mt-2 break-words text-[#1a0dab] ${device === 'mobile' ? 'text-lg leading-snug' : 'text-xl leading-snug'}`}>{result.title.text}</p>
          <p className="mt-1 break-words text-sm leading-relaxed text-[#4d5156]">{result.description.text}</p>
        </div>
        {result.title.cut || result.description.cut ? (
          <p className="mt-1 text-xs text-slate-700">
            {[result.title.cut ? 'タイトル' : null, result.description.cut ? '説明文' : null].filter(Boolean).join('と')}
            は、この端末の検索結果では途中までしか表示されません（表示される長さは目安です）。
          </p>
        ) : null}
      </figure>

      <figure aria-labelledby={`${id}-card`} className="min-w-0">
        <figcaption id={`${id}-card`} className="text-sm font-bold text-slate-900">
          LINE・X でシェアしたときの表示
        </figcaption>
        <div className="mt-2 max-w-[400px] overflow-hidden rounded-xl border border-slate-300 bg-white">
          {/* eslint-disable-next-line @next/next/no-img-element -- the share image exactly as the page names it */}
          <img src={smallVariantOf(card.imagePath)} alt="シェア画像" className="aspect-[1200/630] w-full bg-slate-100 object-cover" />
          <div className="space-y-1 px-3 py-2">
            <p className="text-xs text-slate-700">{card.domain}</p>
            <p className="break-words text-sm font-bold leading-snug text-slate-900">{card.title.text}</p>
            <p className="break-words text-xs leading-relaxed text-slate-700">{card.description.text}</p>
          </div>
        </div>
      </figure>
    </div>
  );
}
