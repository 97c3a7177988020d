import { routeMetadata } from '@/lib/site/seo/metadata';
import { routes } from '@/lib/core/routes';
import { CtaLink, RoutePage } from '../_components/route-page';

export const metadata = routeMetadata('thanks');

export default function ThanksPage() {
  return (
    <RoutePage name="thanks">
      <h2 className="text-xl font-bold leading-snug sm:text-2xl">{routes.thanks.title}</h2>
      <div className="mt-6 space-y-4 leading-loose">
        <p>ご入力いただいたメールアドレスに、お問い合わせ内容の確認メールをお送りしました。</p>
        <p>いただいた内容は担当者に共有し、確認のうえご連絡いたします。</p>
        <p>なお、お問い合わせの内容によっては、ご返信を差し上げられない場合がございます。あらかじめご了承ください。</p>
      </div>
      <CtaLink href={routes.home.path}>トップページへ戻る</CtaLink>
    </RoutePage>
  );
}
