/*
 * Headings and paragraphs as the site's content pages set them (app/(site)/_components/route-page.tsx,
 * components/content/content-section.tsx): the same classes, so the same line height, phrase
 * breaking and font fallback; no header, footer, image or script of the site.
 */
const SECTIONS = [
  {
    title: '続けられる運動を、毎日の習慣に',
    paragraphs: [
      '忙しい毎日のなかで運動の時間をつくるのは簡単ではありません。私たちのジムでは、一回三十分のトレーニングを予約なしで受けられるようにし、仕事帰りや家事の合間にも立ち寄れる場所を目指しています。',
      '初めての方には、トレーナーが体力と目的をうかがったうえで、無理のない内容から始めるプログラムをご提案します。',
    ],
  },
  {
    title: '体験から入会までの流れ',
    paragraphs: [
      'まずはお近くの店舗で体験トレーニングをお申し込みください。当日は動きやすい服装でお越しいただければ、シューズとタオルはこちらでご用意します。',
      '体験のあとに料金プランをご説明し、ご納得いただけた場合のみ入会のお手続きに進みます。その場で決める必要はありませんので、ご家族と相談してからでも構いません。',
    ],
  },
  {
    title: '安心してお通いいただくために',
    paragraphs: [
      '各店舗では器具の消毒と換気を一時間ごとに行っています。体調に不安のある方は、医師にご相談のうえでお越しください。',
    ],
  },
];

export default function JapanesePage() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:pt-10">
      <div className="max-w-4xl">
        <h1 className="text-2xl leading-snug font-black text-brand-900 sm:text-4xl">加圧トレーニングとパーソナルトレーニングのジム</h1>
        <div className="mt-6 space-y-4 text-base leading-loose sm:text-lg sm:leading-loose">
          <p>
            小学生から八十代の方まで、一人ひとりの目的と体力に合わせた体づくりをお手伝いしています。月額制で回数を気にせず通えるプランをご用意し、運動を「続けられる習慣」にすることを大切にしています。
          </p>
        </div>
        {SECTIONS.map((section) => (
          <section key={section.title} className="mt-14 sm:mt-20">
            <h2 className="mt-1 border-l-4 border-accent-500 pl-3 text-xl leading-snug font-bold text-brand-950 sm:text-2xl">{section.title}</h2>
            <div className="mt-6 space-y-5 leading-loose">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
    </main>
  );
}
