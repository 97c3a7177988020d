'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { REVIEW_SETTINGS, SET_REVIEW_SETTINGS } from '@/graphql/review-documents';
import { ROLE_LABELS } from '@/lib/core/auth/roles';
import { REVIEWABLE_ROLES, type ReviewableRole } from '@/lib/core/review/rules';
import { toSaveError } from '../live';
import { card, errorBox } from '../ui/styles';
import { useToast } from '../ui/toast';

/*
 * 公開前の承認, on the owners' 管理者 screen: whether each role's changes to articles and campaigns
 * wait for approval before they go public (lib/core/review). Owners approve and never need it.
 */

const HINTS: Record<ReviewableRole, string> = {
  editor: '記事とキャンペーンの公開・公開予約と、公開中の内容の変更が、承認されるまで公開されません。',
  staff: '担当店舗のキャンペーンの公開・公開予約と、公開中の内容の変更が、承認されるまで公開されません。',
};

export function ReviewSettingsSection() {
  const headingId = useId();
  const toast = useToast();
  const { data } = useQuery(REVIEW_SETTINGS, { fetchPolicy: 'cache-and-network' });
  const [save, { loading }] = useMutation(SET_REVIEW_SETTINGS, { refetchQueries: [REVIEW_SETTINGS] });
  const [message, setMessage] = useState<string | null>(null);
  const settings = data?.reviewSettings;

  const change = async (role: ReviewableRole, required: boolean) => {
    setMessage(null);
    try {
      await save({ variables: { input: { [role]: required } } });
      toast(required ? `${ROLE_LABELS[role]}の変更は、公開前に承認が必要になりました。` : `${ROLE_LABELS[role]}の変更は、承認なしで公開されるようになりました。`);
    } catch (failure) {
      setMessage(toSaveError(failure).message);
    }
  };

  return (
    <section className={`${card} mt-8`} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        公開前の承認
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-700">
        チェックした権限の人が記事やキャンペーンを公開・変更すると、保存の代わりに「承認を依頼する」になり、オーナー（または承認が不要な権限の人）が「承認待ち」で承認してから公開されます。下書きの保存、非公開にすること、削除は承認なしでできます。
      </p>
      <p role="alert" className={message ? `${errorBox} mt-3` : 'sr-only'}>
        {message}
      </p>
      <fieldset className="mt-4 space-y-3">
        <legend className="text-sm font-bold text-slate-900">承認が必要な権限</legend>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" className="mt-1" checked={false} disabled aria-describedby={`${headingId}-owner`} />
          <span>
            <span className="font-bold">{ROLE_LABELS.owner}</span>
            <span id={`${headingId}-owner`} className="block">
              オーナーは承認する側のため、承認は不要です。
            </span>
          </span>
        </label>
        {REVIEWABLE_ROLES.map((role) => (
          <label key={role} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={settings?.[role] ?? false}
              disabled={!settings || loading}
              onChange={(event) => void change(role, event.target.checked)}
              aria-describedby={`${headingId}-${role}`}
            />
            <span>
              <span className="font-bold">{ROLE_LABELS[role]}</span>
              <span id={`${headingId}-${role}`} className="block text-slate-700">
                {HINTS[role]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
