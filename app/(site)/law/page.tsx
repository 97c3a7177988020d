import Link from 'next/link';
import { ContentSection } from '@/components/content/content-section';
import { InfoTable, Lines } from '@/components/content/info-table';
import { type LegalRow, lawCopy } from '@/lib/site/pages/legal';
import { getConfig } from '@/lib/core/config';
import { routes } from '@/lib/core/routes';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';
import { Lead, RoutePage } from '../_components/route-page';

export const generateMetadata = () => fixedPageMetadata('law');

const linkClass = 'font-bold text-brand-700 underline underline-offset-4 hover:text-accent-700';

function RowValue({ row, email }: { row: LegalRow; email: string }) {
  if (row.link === 'studiomenu') {
    return (
      <div className="space-y-1">
        <Lines lines={row.lines} />
        <p>
          <Link href={routes.studiomenu.path} className={linkClass}>
            {routes.studiomenu.label}のページへ
          </Link>
        </p>
      </div>
    );
  }
  if (row.link === 'email') {
    return (
      <div className="space-y-1">
        {row.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          メール：
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </p>
      </div>
    );
  }
  return <Lines lines={row.lines} />;
}

export default function LawPage() {
  const email = getConfig().COMPANY_EMAIL;
  return (
    <RoutePage name="law">
      <Lead>
        <p>
          特定商取引法に基づき、Oz
          のサービスを提供する事業者、料金とお支払い方法、ご解約の条件について表記します。ご入会の前に内容をご確認ください。
        </p>
      </Lead>
      <ContentSection en="LEGAL NOTICE" title={lawCopy.tableCaption}>
        <InfoTable
          caption={lawCopy.tableCaption}
          rows={lawCopy.rows.map((row) => ({ label: row.label, value: <RowValue row={row} email={email} /> }))}
        />
      </ContentSection>
    </RoutePage>
  );
}
