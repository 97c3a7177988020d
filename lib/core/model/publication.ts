/*
 * Publication of articles (News, with their blocks) and campaigns. Each carries a status, DRAFT
 * or PUBLISHED, and a publish time (publishAt, an ISO instant, or null for "at once"). A record
 * is public when it is PUBLISHED and its publish time has come; a PUBLISHED record whose time is
 * still ahead is scheduled (予約). The repository applies the same rule in SQL (visibility).
 */

export const PUBLICATION_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** The entities that have a status and a publish time. */
export const PUBLISHABLE = ['News', 'Campaign'] as const;
export type PublishableEntity = (typeof PUBLISHABLE)[number];

export function isPublishable(entity: string): entity is PublishableEntity {
  return (PUBLISHABLE as readonly string[]).includes(entity);
}

/** What an editor sees: 下書き, 予約 or 公開. */
export type PublicationState = 'draft' | 'scheduled' | 'published';

export const PUBLICATION_LABELS: Record<PublicationState, string> = {
  draft: '下書き',
  scheduled: '予約',
  published: '公開',
};

export interface Publication {
  status?: string | null;
  publishAt?: string | null;
}

export function publicationState(item: Publication, now: Date): PublicationState {
  if (item.status === 'DRAFT') return 'draft';
  if (item.publishAt && Date.parse(item.publishAt) > now.getTime()) return 'scheduled';
  return 'published';
}

export function isPublic(item: Publication, now: Date): boolean {
  return publicationState(item, now) === 'published';
}
