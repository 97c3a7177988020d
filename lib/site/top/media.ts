/**
 * The top page's media content: the main visual's slides, the videos and the static banners of
 * PICK UP CONTENTS. scripts/seed/art/top-media.ts draws every picture named here.
 */
import { formatNumber, man, marketing } from '@/lib/core/facts';
import { articlePath, routes } from '@/lib/core/routes';
import { site } from '@/lib/core/site';

export interface Artwork {
  src: string;
  width: number;
  height: number;
}

const art = (name: string, width: number, height: number): Artwork => ({ src: `/images/top/${name}.webp`, width, height });

// ---------------------------------------------------------------- main visual

/** Screens wider than this show the wide art set and five slides; narrower ones four tall slides. */
export const MAIN_VISUAL_NARROW_MAX = 768;
export const MAIN_VISUAL_INTERVAL_MS = 6000;

export const MAIN_VISUAL_WIDE = { width: 1600, height: 800 } as const;
export const MAIN_VISUAL_NARROW = { width: 750, height: 1000 } as const;

export interface MainVisualSlide {
  alt: string;
  wide: Artwork;
  /** The tall crop for phones; a slide without one is shown on wide screens only. */
  narrow?: Artwork;
}

const wide = (n: number) => art(`mv-wide-${n}`, MAIN_VISUAL_WIDE.width, MAIN_VISUAL_WIDE.height);
const narrow = (n: number) => art(`mv-narrow-${n}`, MAIN_VISUAL_NARROW.width, MAIN_VISUAL_NARROW.height);

export const mainVisualSlides: MainVisualSlide[] = [
  { alt: '加圧ベルトを巻いてダンベルを持ち上げる会員とサポートするトレーナー', wide: wide(1), narrow: narrow(1) },
  { alt: '鏡の前でストレッチをする女性会員とトレーナー', wide: wide(2), narrow: narrow(2) },
  { alt: 'トレーナーと一緒にスクワットで脚を鍛える男性会員', wide: wide(3), narrow: narrow(3) },
  { alt: 'トレーナーに付き添われて体を動かすシニアの会員', wide: wide(4), narrow: narrow(4) },
  { alt: '窓際のバイクで有酸素運動をする会員', wide: wide(5) },
];

export const mainVisualCopy = {
  kicker: 'KAATSU × PERSONAL TRAINING',
  /** Two sentences, each kept on its own line on wide screens. */
  lead: ['加圧トレーニングとマンツーマン指導で、短い時間でも効率よく。', `小学生から${marketing.oldestMemberAge}歳まで、年間${man(marketing.sessionsPerYear)}回以上のセッションを重ねてきたジムです。`],
  cta: '無料体験を予約する',
} as const;

// ---------------------------------------------------------------- videos

export interface Video {
  /** The video's id on the chain's YouTube channel. */
  id: string;
  title: string;
  poster: Artwork;
}

export interface AudienceVideo extends Video {
  /** Who the video is for: shown on the thumbnail and in the player's title. */
  audience: string;
  lead: string;
}

export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
/** The privacy-enhanced player; it is only requested after a visitor presses play. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;

/** From this width a thumbnail opens the popup player; below it, the video opens on YouTube. */
export const VIDEO_POPUP_MIN_WIDTH = 768;

export const introVideo: Video = {
  id: 'Vz4kQm8tR2c',
  title: 'はじめての方へ：Oz の加圧×パーソナルトレーニング',
  poster: art('video-intro', 1280, 720),
};

export const videoSectionCopy = {
  heading: 'MOVIE',
  subheading: '動画で見る Oz',
  lead: '加圧トレーニングの仕組みや、実際のトレーニングの様子を動画でご紹介します。目的や年代に合わせた動画もご覧ください。',
} as const;

const thumb = (name: string) => art(`video-${name}`, 640, 360);

export const audienceVideos: AudienceVideo[] = [
  {
    id: 'Wm7sKt2bQx9',
    audience: '女性',
    title: '引き締まったボディラインづくり',
    lead: 'ダイエットや産後の体型が気になる方に',
    poster: thumb('women'),
  },
  {
    id: 'Mn3pRq8vLy1',
    audience: '男性',
    title: '短時間で効率よく筋力アップ',
    lead: 'お仕事の合間に、効率よく鍛えたい方に',
    poster: thumb('men'),
  },
  {
    id: 'Hc5tGw2nZe6',
    audience: '中高年',
    title: '体力づくりと生活習慣の見直し',
    lead: '体力の衰えや健康診断の数値が気になる方に',
    poster: thumb('middle-aged'),
  },
  {
    id: 'Sr9dJx4kPa7',
    audience: 'シニア',
    title: '無理なく続ける健康づくり',
    lead: '足腰の衰えを防ぎ、元気に歩き続けたい方に',
    poster: thumb('seniors'),
  },
];

// ---------------------------------------------------------------- PICK UP CONTENTS

export const PICKUP_IMAGE = { width: 800, height: 500 } as const;

function socialHref(name: (typeof site.social)[number]['name']): string {
  const account = site.social.find((candidate) => candidate.name === name);
  if (!account) throw new Error(`lib/core/site.ts has no ${name} account`);
  return account.href;
}

const pickup = (name: string) => art(`pickup-${name}`, PICKUP_IMAGE.width, PICKUP_IMAGE.height);

/** The campaign cards' pictures, one per card in turn (at most three campaigns are shown). */
export const campaignCardImages: Artwork[] = [pickup('campaign-1'), pickup('campaign-2'), pickup('campaign-3')];

interface BannerBase {
  /** A short English label above the title. */
  label: string;
  title: string;
  text: string;
  image: Artwork;
}

/** A static banner: a page elsewhere (new tab), a page of this site, or an image without a link. */
export type PickupBanner =
  | (BannerBase & { type: 'link'; href: string })
  | (BannerBase & { type: 'route'; href: string })
  | (BannerBase & { type: 'img' });

export const pickupBanners: PickupBanner[] = [
  {
    type: 'route',
    href: routes.effect.path,
    label: 'EFFECT',
    title: '加圧トレーニングで期待できる5つの効果',
    text: 'ダイエットからリハビリまで。軽い負荷でもしっかり鍛えられる理由をご紹介します。',
    image: pickup('effect'),
  },
  {
    type: 'link',
    href: youtubeWatchUrl('q7Oz2kTsR4m'),
    label: 'YOUTUBE',
    title: '肩まわりをほぐすストレッチ',
    text: 'デスクワークの合間にもできるストレッチを、トレーナーが動画で解説しています。',
    image: pickup('stretch-video'),
  },
  {
    type: 'route',
    href: `${routes.home.path}#shop`,
    label: 'SHOP',
    title: 'お近くの店舗を探す',
    text: '首都圏と大阪に展開中。どの店舗も駅から近く、お仕事帰りにも気軽に通えます。',
    image: pickup('shops'),
  },
  {
    type: 'img',
    label: 'Oz IN NUMBERS',
    title: `会員数${formatNumber(marketing.members)}名以上`,
    text: `年間のセッション数は${man(marketing.sessionsPerYear)}回以上。小学生から${marketing.oldestMemberAge}歳の方まで、幅広い世代に通っていただいています。`,
    image: pickup('members'),
  },
  {
    type: 'route',
    href: articlePath('news', 'media', 'tv-feature-kaatsu'),
    label: 'MEDIA',
    title: 'テレビの情報番組で加圧トレーニングが紹介されました',
    text: '渋谷店でのトレーニングの様子を、健康特集で取り上げていただきました。',
    image: pickup('media'),
  },
  {
    type: 'link',
    href: socialHref('YouTube'),
    label: 'CHANNEL',
    title: 'Oz 公式YouTubeチャンネル',
    text: 'トレーニングや食事のコツ、ご自宅でできる運動を動画で配信しています。',
    image: pickup('channel'),
  },
  {
    type: 'route',
    href: articlePath('news', 'information', 'app-renewal'),
    label: 'NEWS',
    title: '会員さま向けアプリをリニューアルしました',
    text: '空いている時間帯がひと目で分かり、予約やキャンセルもスムーズになりました。',
    image: pickup('app'),
  },
  {
    type: 'link',
    href: 'https://item.rakuten.co.jp/oz-kaatsu/soy-protein-30/',
    label: 'ONLINE SHOP',
    title: 'Oz オリジナル ソイプロテイン',
    text: '店舗で人気のソイプロテイン（30食分）を、通販でもお買い求めいただけます。',
    image: pickup('protein'),
  },
];

export const pickupCopy = {
  heading: 'PICK UP CONTENTS',
  subheading: '注目のコンテンツ',
  campaignLabel: 'CAMPAIGN',
  campaignPlan: 'プレミアムプラン月会費',
} as const;
