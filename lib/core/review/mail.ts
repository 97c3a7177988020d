import 'server-only';
import { MAIL_FOOTER } from '@/lib/core/auth/account';
import { getConfig } from '@/lib/core/config';
import type { ChangeRequestTable } from '@/lib/core/db/schema';
import type { Snapshot } from '@/lib/core/model/versions';
import { site } from '@/lib/core/site';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { REVIEWED_ENTITY_LABELS, type ReviewedEntity } from './rules';

/* What the author of a change request is told of its decision: the admin's notice and the mail. */

type Decided = Pick<ChangeRequestTable, 'id' | 'entity' | 'title' | 'authorName' | 'authorEmail' | 'reviewerName' | 'reviewerEmail' | 'comment' | 'createdAt'>;

export interface DecisionMessage {
  subject: string;
  text: string;
  /** The notice's one line, and what it says under it. */
  notice: string;
  noticeBody: string;
}

/** The admin screen of a request. */
export const reviewHref = (id: string) => `/admin/approvals/${id}`;

const named = (row: Decided) => `${REVIEWED_ENTITY_LABELS[row.entity as ReviewedEntity] ?? row.entity}「${row.title}」`;
const reviewer = (row: Decided) => row.reviewerName || row.reviewerEmail || '承認者';
const link = (row: Decided) => `${getConfig().siteUrl}${reviewHref(row.id)}`;

export function approvedMail(row: Decided, proposal: Snapshot, now: Date): DecisionMessage {
  const publishAt = typeof proposal.item.publishAt === 'string' ? proposal.item.publishAt : null;
  const scheduled = publishAt !== null && Date.parse(publishAt) > now.getTime();
  const when = scheduled ? `${formatJapanDateTime(publishAt)} に公開されます（公開予約）。` : '公開サイトに反映しました。';
  return {
    subject: `【${site.name}】承認されました：${named(row)}`,
    notice: `${named(row)}の変更が承認されました`,
    noticeBody: `${reviewer(row)} さんが承認しました。${when}`,
    text: [
      `${row.authorName || row.authorEmail} さん`,
      '',
      `${reviewer(row)} さんが、次の変更を承認しました。${when}`,
      '',
      `対象：${named(row)}`,
      `依頼した日時：${formatJapanDateTime(row.createdAt)}`,
      `承認した日時：${formatJapanDateTime(now.toISOString())}`,
      '',
      '依頼の内容は、管理画面の「承認待ち」で確認できます。',
      link(row),
      '',
      MAIL_FOOTER,
    ].join('\n'),
  };
}

export function returnedMail(row: Decided): DecisionMessage {
  return {
    subject: `【${site.name}】差し戻されました：${named(row)}`,
    notice: `${named(row)}の変更が差し戻されました`,
    noticeBody: `${reviewer(row)} さん：${row.comment ?? ''}`,
    text: [
      `${row.authorName || row.authorEmail} さん`,
      '',
      `${reviewer(row)} さんが、次の変更の依頼を差し戻しました。公開サイトは変更されていません。`,
      '',
      `対象：${named(row)}`,
      `依頼した日時：${formatJapanDateTime(row.createdAt)}`,
      '',
      '差し戻しの理由：',
      row.comment ?? '',
      '',
      '内容を直して、編集画面の「承認を依頼する」からもう一度依頼してください。依頼の内容と理由は、管理画面の「承認待ち」でも確認できます。',
      link(row),
      '',
      MAIL_FOOTER,
    ].join('\n'),
  };
}
