import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AppScreenKind } from '@/lib/site/store/app';

/*
 * The members' app's screens drawn as small SVG mockups (no screenshots), written by
 * `npm run images` to public/images/app/<kind>.svg, which the store pages show as images
 * (components/store/app-download.tsx): as files, not inline, so no store page carries them in its
 * HTML and RSC payload. An SVG image inherits no font, so the drawing names the site's.
 */

const FONT = "'Hiragino Kaku Gothic ProN', 'Hiragino Sans', 'Noto Sans JP', 'Noto Sans CJK JP', Meiryo, sans-serif";

const NAVY = '#0f2a4a';
const BLUE = '#1d4b7a';
const PALE = '#e6eef7';
const ORANGE = '#e8791a';
const PAPER = '#faf8f4';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <rect width="300" height="620" fill={PAPER} />
      <text x="24" y="30" fontSize="13" fontWeight="700" fill={NAVY}>
        9:41
      </text>
      <rect x="232" y="20" width="44" height="12" rx="4" fill="none" stroke={NAVY} strokeWidth="1.5" />
      <rect x="235" y="23" width="30" height="6" rx="2" fill={NAVY} />
      <rect y="44" width="300" height="56" fill={NAVY} />
      <text x="150" y="79" fontSize="17" fontWeight="700" fill="#fff" textAnchor="middle">
        {title}
      </text>
      {children}
      <rect y="560" width="300" height="60" fill="#fff" />
      <rect y="560" width="300" height="1" fill={PALE} />
      {[0, 1, 2, 3].map((i) => (
        <circle key={i} cx={37.5 + i * 75} cy="584" r="9" fill={i === 0 ? ORANGE : PALE} />
      ))}
    </>
  );
}

const booking = (
  <Frame title="予約">
    <text x="20" y="130" fontSize="14" fontWeight="700" fill={NAVY}>
      日付を選ぶ
    </text>
    {['月', '火', '水', '木', '金', '土', '日'].map((day, i) => (
      <g key={day}>
        <rect x={14 + i * 39} y="142" width="35" height="52" rx="10" fill={i === 2 ? NAVY : '#fff'} stroke={PALE} />
        <text x={31.5 + i * 39} y="162" fontSize="11" fill={i === 2 ? '#fff' : BLUE} textAnchor="middle">
          {day}
        </text>
        <text x={31.5 + i * 39} y="183" fontSize="15" fontWeight="700" fill={i === 2 ? '#fff' : NAVY} textAnchor="middle">
          {12 + i}
        </text>
      </g>
    ))}
    <text x="20" y="232" fontSize="14" fontWeight="700" fill={NAVY}>
      時間を選ぶ
    </text>
    {['11:00', '12:00', '13:00', '18:00', '19:00'].map((time, i) => (
      <g key={time}>
        <rect x="14" y={246 + i * 52} width="272" height="44" rx="10" fill={i === 3 ? '#fdeedf' : '#fff'} stroke={i === 3 ? ORANGE : PALE} />
        <text x="32" y={273 + i * 52} fontSize="15" fontWeight="700" fill={NAVY}>
          {time}〜
        </text>
        <text x="268" y={273 + i * 52} fontSize="12" fill={i === 1 ? '#8a94a3' : BLUE} textAnchor="end">
          {i === 1 ? '満席' : '空きあり'}
        </text>
      </g>
    ))}
    <rect x="14" y="506" width="272" height="42" rx="21" fill={ORANGE} />
    <text x="150" y="532" fontSize="15" fontWeight="700" fill="#fff" textAnchor="middle">
      この時間で予約する
    </text>
  </Frame>
);

const record = (
  <Frame title="トレーニング記録">
    {[
      ['5/14', '加圧・下半身', 'スクワットのフォームがとても安定してきました！'],
      ['5/10', '加圧・上半身', '前回より回数が2回増えています。'],
      ['5/7', '加圧・体幹', '姿勢を意識できていて良い感じです。'],
    ].map(([date, menu, comment], i) => (
      <g key={date}>
        <rect x="14" y={116 + i * 146} width="272" height="134" rx="14" fill="#fff" stroke={PALE} />
        <text x="30" y={144 + i * 146} fontSize="13" fontWeight="700" fill={ORANGE}>
          {date}
        </text>
        <text x="76" y={144 + i * 146} fontSize="14" fontWeight="700" fill={NAVY}>
          {menu}
        </text>
        <rect x="30" y={156 + i * 146} width="150" height="8" rx="4" fill={PALE} />
        <rect x="30" y={156 + i * 146} width={110 - i * 20} height="8" rx="4" fill={BLUE} />
        <rect x="30" y={176 + i * 146} width="240" height="56" rx="10" fill={PAPER} />
        <circle cx="48" cy={204 + i * 146} r="11" fill={PALE} />
        <text x="66" y={200 + i * 146} fontSize="10" fill={NAVY}>
          {(comment ?? '').slice(0, 15)}
        </text>
        <text x="66" y={216 + i * 146} fontSize="10" fill={NAVY}>
          {(comment ?? '').slice(15)}
        </text>
      </g>
    ))}
  </Frame>
);

const WEIGHTS = [68.4, 67.9, 67.6, 67.0, 66.8, 66.1, 65.7, 65.2];

const body = (
  <Frame title="からだの記録">
    <rect x="14" y="116" width="130" height="84" rx="14" fill="#fff" stroke={PALE} />
    <text x="30" y="142" fontSize="12" fill={BLUE}>
      体重
    </text>
    <text x="30" y="180" fontSize="26" fontWeight="700" fill={NAVY}>
      65.2
    </text>
    <text x="100" y="180" fontSize="12" fill={BLUE}>
      kg
    </text>
    <rect x="156" y="116" width="130" height="84" rx="14" fill="#fff" stroke={PALE} />
    <text x="172" y="142" fontSize="12" fill={BLUE}>
      体脂肪率
    </text>
    <text x="172" y="180" fontSize="26" fontWeight="700" fill={NAVY}>
      22.4
    </text>
    <text x="238" y="180" fontSize="12" fill={BLUE}>
      %
    </text>
    <rect x="14" y="216" width="272" height="250" rx="14" fill="#fff" stroke={PALE} />
    <text x="30" y="244" fontSize="13" fontWeight="700" fill={NAVY}>
      体重の推移（8週間）
    </text>
    {[0, 1, 2, 3].map((i) => (
      <rect key={i} x="30" y={270 + i * 45} width="240" height="1" fill={PALE} />
    ))}
    <polyline
      points={WEIGHTS.map((w, i) => `${36 + i * 32},${270 + (68.6 - w) * 48}`).join(' ')}
      fill="none"
      stroke={ORANGE}
      strokeWidth="3"
      strokeLinejoin="round"
    />
    {WEIGHTS.map((w, i) => (
      <circle key={i} cx={36 + i * 32} cy={270 + (68.6 - w) * 48} r="4" fill="#fff" stroke={ORANGE} strokeWidth="2" />
    ))}
    <rect x="14" y="482" width="272" height="62" rx="14" fill="#fdeedf" />
    <text x="150" y="519" fontSize="14" fontWeight="700" fill={NAVY} textAnchor="middle">
      8週間で −3.2kg
    </text>
  </Frame>
);

/** A fixed pattern that reads as a QR code at a glance. */
const QR_ROWS = ['1110101', '1001011', '1011100', '0110101', '1101011', '0010110', '1101101'];

const card = (
  <Frame title="会員証">
    <rect x="24" y="124" width="252" height="150" rx="18" fill={NAVY} />
    <rect x="24" y="124" width="252" height="150" rx="18" fill="url(#oz-card-shine)" />
    <defs>
      <linearGradient id="oz-card-shine" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0.55" stopColor={ORANGE} stopOpacity="0" />
        <stop offset="1" stopColor={ORANGE} stopOpacity="0.7" />
      </linearGradient>
    </defs>
    <text x="44" y="166" fontSize="26" fontWeight="900" fill="#fff">
      Oz
    </text>
    <text x="44" y="232" fontSize="11" fill={PALE} letterSpacing="2">
      PREMIUM MEMBER
    </text>
    <text x="44" y="254" fontSize="14" fontWeight="700" fill="#fff" letterSpacing="1">
      No. 0012 3456
    </text>
    <rect x="70" y="300" width="160" height="160" rx="12" fill="#fff" stroke={PALE} />
    {QR_ROWS.flatMap((row, y) =>
      [...row].map((bit, x) =>
        bit === '1' ? <rect key={`${x}-${y}`} x={86 + x * 18} y={316 + y * 18} width="18" height="18" fill={NAVY} /> : null,
      ),
    )}
    <text x="150" y="496" fontSize="13" fill={NAVY} textAnchor="middle">
      受付でこの画面を
    </text>
    <text x="150" y="516" fontSize="13" fill={NAVY} textAnchor="middle">
      お見せください
    </text>
  </Frame>
);

const drawings: Record<AppScreenKind, ReactNode> = { booking, record, body, card };

/** The SVG file of one screen. */
export function appScreenSvg(kind: AppScreenKind): string {
  const markup = renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 620" width="300" height="620" fontFamily={FONT}>
      {drawings[kind]}
    </svg>,
  );
  return `${markup}\n`;
}
