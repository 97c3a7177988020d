'use client';

import Link from 'next/link';
import { useId, useRef, useState } from 'react';
import type { StoreListEntry } from '@/lib/core/content/stores';
import type { OpeningCalendar } from '@/lib/core/time/store-hours';
import { formatDistance, nearestStores } from '@/lib/core/store-finder';
import { OpeningStatus } from '@/components/store/opening-status';

/*
 * 近くの店舗: the browser's position, asked for only when the button is pressed, compared with the
 * stores' coordinates here in the browser (nothing is sent anywhere); when it is refused or
 * unavailable, or the visitor prefers, the stores of a chosen prefecture.
 */

const NEAREST_COUNT = 3;

type Found = { kind: 'near'; stores: (StoreListEntry & { km: number })[] } | { kind: 'prefecture'; stores: StoreListEntry[] };

export function StoreFinder({ stores, calendar }: { stores: readonly StoreListEntry[]; calendar: OpeningCalendar }) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [prefecture, setPrefecture] = useState('');
  const prefectures = [...new Set(stores.flatMap((store) => (store.prefecture ? [store.prefecture] : [])))];

  const fallBack = (why: string) => {
    setBusy(false);
    setFound(null);
    setMessage(`${why}都道府県を選ぶと、その都道府県の店舗を表示します。`);
    selectRef.current?.focus();
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return fallBack('この端末では現在地を利用できません。');
    setBusy(true);
    setMessage('現在地を確認しています…');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const nearest = nearestStores(stores, coords, NEAREST_COUNT);
        if (nearest.length === 0) return fallBack('現在地からの距離が分かる店舗がありません。');
        setBusy(false);
        setPrefecture('');
        setFound({ kind: 'near', stores: nearest });
        setMessage(`現在地から近い順に${nearest.length}店舗を表示しています。`);
      },
      (error) =>
        fallBack(
          error.code === error.PERMISSION_DENIED ? '位置情報の利用が許可されなかったため、現在地から探せませんでした。' : '現在地を取得できませんでした。',
        ),
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };

  const choose = (value: string) => {
    setPrefecture(value);
    if (!value) {
      setFound(null);
      setMessage('');
      return;
    }
    const inPrefecture = stores.filter((store) => store.prefecture === value);
    setFound({ kind: 'prefecture', stores: inPrefecture });
    setMessage(`${value}の店舗を${inPrefecture.length}店舗表示しています。`);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h3 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
        近くの店舗を探す
      </h3>
      <p className="mt-1 text-[13px] leading-relaxed text-brand-700 sm:text-sm">現在地はこの端末の中で距離の計算にだけ使い、どこにも送信しません。</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <button
          type="button"
          onClick={locate}
          disabled={busy}
          className="min-h-12 rounded-full bg-brand-900 px-6 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          現在地から探す
        </button>
        <label className="flex flex-col gap-1 text-sm font-bold text-brand-900 sm:ml-4">
          都道府県から探す
          <select
            ref={selectRef}
            value={prefecture}
            onChange={(event) => choose(event.target.value)}
            className="min-h-12 rounded-lg border border-brand-700/40 bg-white px-3 text-base font-normal"
          >
            <option value="">選択してください</option>
            {prefectures.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p role="status" className="mt-3 min-h-6 text-sm">
        {message}
      </p>
      {found && (
        <ul aria-label={found.kind === 'near' ? '現在地から近い店舗' : `${prefecture}の店舗`} className="mt-2 divide-y divide-brand-100">
          {found.stores.map((store) => (
            <li key={store.id} className="py-3">
              <p className="flex flex-wrap items-baseline gap-x-3">
                <Link href={store.href} data-store-id={store.id} className="text-base font-bold text-brand-900 underline underline-offset-4">
                  {store.name}
                </Link>
                {'km' in store && <span className="text-sm text-brand-700">{formatDistance(store.km as number)}</span>}
              </p>
              <OpeningStatus calendar={calendar} closedDates={store.closedDates} className="mt-1" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
