import { CONTACT_FORM_PATH } from '@/lib/routes';
import { marketing } from '@/lib/facts';
import { routeMetadata } from '@/lib/seo/metadata';
import { CtaLink, Lead, RoutePage, Section } from '../_components/route-page';

export const metadata = routeMetadata('effect');

/** The five effects, anchored training1 to training5 (the top page's effect dialog links here). */
const effects = [
  {
    id: 'training1',
    title: 'ダイエット',
    text: '加圧ベルトで腕や脚の付け根を適度に圧迫して運動すると、軽い負荷でも筋肉は重いウエイトを扱ったときのように働きます。成長ホルモンの分泌が促されて脂肪が分解されやすくなり、筋肉量が増えることで基礎代謝も上がります。加圧トレーニングのあとに有酸素運動を組み合わせる Oz のセッションは、効率よく脂肪を燃やしたい方に向いています。',
  },
  {
    id: 'training2',
    title: 'エイジングケア',
    text: '成長ホルモンは、肌のハリや髪、骨の健康にも関わるホルモンです。年齢とともに分泌量は減っていきますが、加圧トレーニングで分泌を促すことで、内側から若々しさを保つ助けになると期待されています。軽い負荷で行えるので関節への負担が少なく、運動から離れていた方でも始めやすいのが特長です。',
  },
  {
    id: 'training3',
    title: '筋力アップ',
    text: '血流を適度に制限すると、軽い重さでも筋肉が早く疲労し、高負荷のトレーニングに近い刺激が得られます。一般的な筋力トレーニングよりも軽い負荷・短い時間で鍛えられるため、けがのリスクを抑えながら筋力アップを目指せます。',
  },
  {
    id: 'training4',
    title: 'ボディメイク',
    text: '二の腕やお腹まわり、ヒップなど、気になる部位に合わせてトレーナーがメニューを組み立てます。姿勢や体の使い方も確かめながら進めるので、体重を落とすだけでなく、引き締まったメリハリのある体づくりができます。',
  },
  {
    id: 'training5',
    title: '体力・免疫力の向上とリハビリ',
    text: '筋肉がつき血流が良くなると、疲れにくく体力のある体に近づきます。体温が上がりやすくなることで、免疫力の維持にもつながるといわれています。軽い負荷で筋力を保てる加圧トレーニングは、リハビリの分野でも活用されてきました。けがからの回復期の方やご高齢の方も、体の状態をうかがいながら無理のない範囲で行います。',
  },
] as const;

export default function EffectPage() {
  return (
    <RoutePage name="effect">
      <Lead>
        <p>
          加圧トレーニングは、専用のベルトで腕や脚の付け根を適度に圧迫し、血流を制限した状態で行うトレーニングです。軽い負荷・短い時間でも高い効果が期待でき、Oz
          では小学生から{marketing.oldestMemberAge}歳の方まで、幅広い年代の会員さまが取り組んでいます。
        </p>
        <p>加圧トレーニングで期待できる5つの効果をご紹介します。</p>
      </Lead>
      <nav aria-label="効果の一覧" className="mt-8">
        <ol className="grid gap-2 sm:grid-cols-2">
          {effects.map((effect, index) => (
            <li key={effect.id}>
              <a
                href={`#${effect.id}`}
                className="flex min-h-11 items-center gap-3 rounded-md bg-white px-4 py-2 font-bold ring-1 ring-brand-100 transition-colors hover:bg-brand-100"
              >
                <span lang="en" className="text-sm text-brand-700">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {effect.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {effects.map((effect) => (
        <Section key={effect.id} id={effect.id} title={effect.title}>
          <p>{effect.text}</p>
        </Section>
      ))}
      <CtaLink href={CONTACT_FORM_PATH}>無料体験を予約する</CtaLink>
    </RoutePage>
  );
}
