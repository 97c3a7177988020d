import { FranchiseForm } from '@/components/forms/franchise-form';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';
import { Lead, RoutePage, Section } from '../../_components/route-page';

export const generateMetadata = () => fixedPageMetadata('franchiseInformation');

export default function FranchiseInformationPage() {
  return (
    <RoutePage name="franchiseInformation" parent="franchise">
      <Lead>
        <p>
          Oz
          のフランチャイズ加盟をご検討中の方に、開業までの流れ、開業資金の目安、本部のサポート内容をまとめた資料をお送りしています。加盟についてのご質問もお気軽にお寄せください。
        </p>
        <p>
          資料請求・お問い合わせの際は、お名前、フリガナ、電話番号、メールアドレスをお知らせください。法人でご検討の場合は、会社名もあわせてお知らせください。担当者から折り返しご連絡いたします。
        </p>
      </Lead>
      <Section title="資料請求・お問い合わせフォーム">
        <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-8">
          <FranchiseForm />
        </div>
      </Section>
    </RoutePage>
  );
}
