import { routeMetadata } from '@/lib/seo/metadata';
import { Lead, RoutePage } from '../_components/route-page';

export const metadata = routeMetadata('privacypolicy');

export default function PrivacyPolicyPage() {
  return (
    <RoutePage name="privacypolicy">
      <Lead>
        <p>
          Oz
          は、会員の皆さま、体験トレーニングにお申し込みいただいた方、お問い合わせをいただいた方からお預かりする個人情報を大切に取り扱います。
        </p>
        <p>
          このページでは、個人情報の利用目的、安全な管理の方法、第三者への提供、開示・訂正などのご請求の窓口についてご説明します。
        </p>
      </Lead>
    </RoutePage>
  );
}
