import { recruitment } from '@/lib/facts';
import { routeMetadata } from '@/lib/seo/metadata';
import { CONTACT_FORM_PATH } from '@/lib/routes';
import { CtaLink, Lead, RoutePage } from '../_components/route-page';

export const metadata = routeMetadata('jobs');

export default function JobsPage() {
  return (
    <RoutePage name="jobs">
      <Lead>
        <p>
          Oz では、加圧トレーニングとパーソナルトレーニングで会員さまの体づくりを支えるトレーナーを募集しています。
        </p>
        <p>
          トレーナー未経験の方も、約{recruitment.trainingMonths}
          か月の研修で栄養学や解剖学からセッションの進め方、カウンセリング、食事指導までを学び、既存店舗での実践研修を経てデビューできます。デビュー後も定期的なフォローアップがあります。
        </p>
        <p>個人の売上ノルマはありません。会員さまの成果と満足に向き合った分だけ、インセンティブとして評価される仕組みです。</p>
      </Lead>
      <CtaLink href={CONTACT_FORM_PATH}>採用についてお問い合わせ</CtaLink>
    </RoutePage>
  );
}
