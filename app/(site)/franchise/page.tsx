import { formatNumber, franchise } from '@/lib/facts';
import { routeMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { CtaLink, Lead, RoutePage } from '../_components/route-page';

export const metadata = routeMetadata('franchise');

/** 3000000 → "300万円" */
const manYen = (value: number) => `${formatNumber(value / 10000)}万円`;

export default function FranchisePage() {
  return (
    <RoutePage name="franchise">
      <Lead>
        <p>
          Oz は、加圧トレーニングとパーソナルトレーニングを組み合わせたジムを{franchise.yearsInOperation}
          年にわたり運営してきました。その運営ノウハウをもとに、ジムの開業を目指す加盟店オーナーを募集しています。
        </p>
        <p>
          開業資金の目安は、小規模な店舗で約{manYen(franchise.openingCapitalSmall)}、大型店舗で約
          {manYen(franchise.openingCapitalLarge)}。自己資金{manYen(franchise.ownFunds)}から、ご契約から最短
          {franchise.monthsToOpening}
          か月での開業を目指せます。物件選びから研修、集客まで、本部がオープン後も継続してサポートします。
        </p>
      </Lead>
      <CtaLink href={routes.franchiseInformation.path}>資料請求・お問い合わせ</CtaLink>
    </RoutePage>
  );
}
