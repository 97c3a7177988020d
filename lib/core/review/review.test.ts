import { listAuditLog } from '@/lib/core/audit/query';
import { createItem, deleteItem, getItem, listItems, type ModelContext, updateItem, type Viewer } from '@/lib/core/model/repository';
import { listNotifications } from '@/lib/core/notifications';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin } from '@/lib/test/http';
import {
  approveChangeRequest,
  getChangeRequest,
  listChangeRequests,
  myChangeRequest,
  pendingReviewCount,
  REVIEW_MESSAGES,
  requestChange,
  returnChangeRequest,
  reviewSettings,
  setReviewSettings,
  withdrawChangeRequest,
} from './index';

jest.mock('@/lib/core/mail/worker', () => ({ ...jest.requireActual('@/lib/core/mail/worker'), kickDelivery: jest.fn() }));

/*
 * Review before publishing: what a role that needs approval may save directly and what becomes a
 * change request, the live record untouched until a reviewer approves, and who sees and decides what.
 */

const viewer = (id: string, role: Viewer['role'], name: string, storeIds: string[] = []): Viewer => ({
  id: `00000000-0000-7000-8000-00000000000${id}`,
  email: `${name.replace(/\s/g, '')}@example.com`.toLowerCase().replace(/[^\x20-\x7e]/g, 'x'),
  name,
  role,
  storeIds,
});

type Fields = Record<string, unknown>;

describe.each(engines())('review before publishing on $name', (engine) => {
  const t = useTestDb(engine);
  const as = (who: Viewer): ModelContext => ({ db: t.db, viewer: who });
  let shibuya = '';
  let ebisu = '';
  let categoryId = '';
  const editor = viewer('a', 'editor', 'Editor Hanako');
  const secondEditor = viewer('b', 'editor', 'Editor Jiro');
  let staff: Viewer;
  let otherStaff: Viewer;
  let owner: ModelContext;

  beforeEach(async () => {
    owner = t.admin;
    await makeArea(t.admin);
    shibuya = (await makeStore(t.admin, { name: '渋谷店', link: 'shibuya' })).id;
    ebisu = (await makeStore(t.admin, { name: '恵比寿店', link: 'ebisu' })).id;
    categoryId = (await makeCategory(t.admin)).id;
    staff = viewer('c', 'staff', 'Staff Saburo', [shibuya]);
    otherStaff = viewer('d', 'staff', 'Staff Shiro', [shibuya]);
  });

  /** A published article with two blocks, as an owner wrote it. */
  async function publishedArticle() {
    const news = await makeNews(owner, categoryId, { title: '夏のキャンペーン', status: 'PUBLISHED' });
    const first = await createItem(owner, 'NewsContent', { newsId: news.id, tag: 'p', text: '最初の段落', order: 1 });
    const second = await createItem(owner, 'NewsContent', { newsId: news.id, tag: 'p', text: '二つめの段落', order: 2 });
    return { news, first, second };
  }

  const blocksOf = async (ctx: ModelContext, newsId: string) =>
    (await listItems(ctx, 'NewsContent', { filter: { newsId: { eq: newsId } } })).items.sort((a, b) => a.order - b.order).map((block) => block.text);

  const baseOf = async (newsId: string) => {
    const news = (await getItem(owner, 'News', newsId)) as unknown as Fields;
    const blocks = (await listItems(owner, 'NewsContent', { filter: { newsId: { eq: newsId } } })).items;
    return { updatedAt: String(news.updatedAt), blocks: blocks.map((block) => ({ id: block.id, updatedAt: block.updatedAt })) };
  };

  test("an editor's publish, or change to what is public, is refused with a Japanese message; drafts, taking down and deleting go ahead", async () => {
    const { news, first } = await publishedArticle();
    const campaign = await createItem(owner, 'Campaign', { storeId: shibuya, date: '2026-01-01', value: 9800, status: 'PUBLISHED' });
    const refused = (message: string) => ({ message, extensions: { errorType: 'ReviewRequired' } });

    await expect(createItem(as(editor), 'News', { categoryId, createdDate: '2026-01-01', title: '新着', route: 'new-one', status: 'PUBLISHED' })).rejects.toMatchObject(
      refused(REVIEW_MESSAGES.publish),
    );
    const draft = await createItem(as(editor), 'News', { categoryId, createdDate: '2026-01-01', title: '下書き', route: 'draft-one', status: 'DRAFT' });
    await updateItem(as(editor), 'News', { id: draft.id, title: '下書きを直した' });
    await createItem(as(editor), 'NewsContent', { newsId: draft.id, tag: 'p', text: '下書きの本文', order: 1 });
    await expect(updateItem(as(editor), 'News', { id: draft.id, status: 'PUBLISHED', publishAt: '2099-01-01T00:00:00.000Z' })).rejects.toMatchObject(
      refused(REVIEW_MESSAGES.publish),
    );

    await expect(updateItem(as(editor), 'News', { id: news.id, title: '書き換え' })).rejects.toMatchObject(refused(REVIEW_MESSAGES.change));
    await expect(createItem(as(editor), 'NewsContent', { newsId: news.id, tag: 'p', text: '追加', order: 3 })).rejects.toMatchObject(refused(REVIEW_MESSAGES.blocks));
    await expect(updateItem(as(editor), 'NewsContent', { id: first.id, text: '書き換え' })).rejects.toMatchObject(refused(REVIEW_MESSAGES.blocks));
    await expect(deleteItem(as(editor), 'NewsContent', { id: first.id })).rejects.toMatchObject(refused(REVIEW_MESSAGES.blocks));
    await expect(updateItem(as(staff), 'Campaign', { id: campaign.id, value: 100 })).rejects.toMatchObject(refused(REVIEW_MESSAGES.change));
    // Saving what is already public, unchanged, is no change to review.
    await updateItem(as(editor), 'News', { id: news.id, status: 'PUBLISHED' });

    // The public article is as the owner wrote it.
    expect((await getItem(t.anonymous, 'News', news.id))?.title).toBe('夏のキャンペーン');
    expect(await blocksOf(t.anonymous, news.id)).toEqual(['最初の段落', '二つめの段落']);

    // Taking down and deleting never wait.
    await updateItem(as(staff), 'Campaign', { id: campaign.id, status: 'DRAFT' });
    await deleteItem(as(staff), 'Campaign', { id: campaign.id });
    await updateItem(as(editor), 'News', { id: news.id, status: 'DRAFT' });
    expect(await getItem(t.anonymous, 'News', news.id)).toBeNull();

    // Through the API, the same refusal and message.
    const { cookie } = await signInAdmin(t.db, { role: 'editor' });
    const response = await postGraphQL('mutation($input: UpdateNewsInput!) { updateNews(input: $input) { id } }', { input: { id: draft.id, status: 'PUBLISHED' } }, { cookie });
    expect(response.body.errors?.[0]).toMatchObject({ message: REVIEW_MESSAGES.publish, errorType: 'ReviewRequired' });
  });

  test('a request leaves the live article as it is; an owner approves it and it is public, saved as the owner with the history and audit of a save', async () => {
    const { news, first, second } = await publishedArticle();
    const request = await requestChange(as(editor), {
      entity: 'News',
      recordId: news.id,
      proposal: {
        item: { title: '夏のキャンペーン（延長）' },
        blocks: [
          { ...first, text: '<b>最初</b>の段落<script>alert(1)</script>' },
          { tag: 'h2', text: '新しい見出し', order: 3 },
        ],
      },
      base: await baseOf(news.id),
    });
    expect(request).toMatchObject({ state: 'pending', title: '夏のキャンペーン（延長）', stale: false, canWithdraw: true, canReview: false });

    expect((await getItem(t.anonymous, 'News', news.id))?.title).toBe('夏のキャンペーン');
    expect(await blocksOf(t.anonymous, news.id)).toEqual(['最初の段落', '二つめの段落']);
    expect(await blocksOf(owner, news.id)).toEqual(['最初の段落', '二つめの段落']);

    const seen = await getChangeRequest(owner, request.id);
    expect(seen).toMatchObject({ canReview: true, canWithdraw: false, stale: false });
    expect(seen?.fields).toEqual([{ field: 'title', live: '"夏のキャンペーン"', proposed: '"夏のキャンペーン（延長）"' }]);
    expect(seen?.blocks.map(({ id, change }) => [id === first.id ? 'first' : id === second.id ? 'second' : 'new', change]).sort()).toEqual([
      ['first', 'changed'],
      ['new', 'added'],
      ['second', 'removed'],
    ]);
    expect(await pendingReviewCount(owner)).toBe(1);
    expect(await pendingReviewCount(as(editor))).toBe(0);
    await expect(approveChangeRequest(as(editor), request.id)).rejects.toMatchObject({ message: REVIEW_MESSAGES.ownRequest });
    await expect(approveChangeRequest(as(secondEditor), request.id)).rejects.toMatchObject({ extensions: { errorType: 'Unauthorized' } });

    const approved = await approveChangeRequest(owner, request.id);
    expect(approved).toMatchObject({ state: 'approved', reviewerId: owner.viewer?.id });
    expect((await getItem(t.anonymous, 'News', news.id))?.title).toBe('夏のキャンペーン（延長）');
    // Sanitized as any save of a block is.
    expect(await blocksOf(t.anonymous, news.id)).toEqual(['<b>最初</b>の段落', '新しい見出し']);
    expect(await pendingReviewCount(owner)).toBe(0);
    await expect(approveChangeRequest(owner, request.id)).rejects.toMatchObject({ message: REVIEW_MESSAGES.decided });

    const versions = await t.db.kysely.selectFrom('record_version').select(['kind', 'authorId']).where('recordId', '=', news.id).orderBy('createdAt').execute();
    expect(versions.at(-1)).toEqual({ kind: 'update', authorId: owner.viewer?.id });
    const audit = (await listAuditLog(t.db, { entity: 'News' })).items.filter((entry) => entry.entityId === news.id);
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual(
      expect.arrayContaining([
        ['review-request', editor.id],
        ['review-approve', owner.viewer?.id],
        ['update', owner.viewer?.id],
      ]),
    );

    const notices = await listNotifications(t.db, editor.id);
    expect(notices).toMatchObject({ unread: 1, items: [{ kind: 'review-approved', title: '記事「夏のキャンペーン（延長）」の変更が承認されました', href: `/admin/approvals/${request.id}` }] });
    const mails = await t.db.kysely.selectFrom('mail_outbox').selectAll().where('toAddress', '=', editor.email).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ state: 'pending', subject: '【Oz】承認されました：記事「夏のキャンペーン（延長）」', enquiryId: '', bookingId: null });
    expect(mails[0]?.body).toContain('公開サイトに反映しました。');
  });

  test("a draft's publication with a time ahead is scheduled on approval; a request of a draft is refused", async () => {
    const campaign = await createItem(as(staff), 'Campaign', { storeId: shibuya, date: '2026-01-01', value: 9800, status: 'DRAFT' });
    const base = { updatedAt: campaign.updatedAt };
    await expect(requestChange(as(staff), { entity: 'Campaign', recordId: campaign.id, proposal: { item: { value: 5000 } }, base })).rejects.toMatchObject({
      message: REVIEW_MESSAGES.notPublic,
    });
    await expect(requestChange(as(staff), { entity: 'Campaign', recordId: campaign.id, proposal: { item: { value: 'x', status: 'PUBLISHED' } }, base })).rejects.toMatchObject({
      extensions: { errorType: 'ValidationError', fields: [expect.objectContaining({ field: 'value' })] },
    });
    const request = await requestChange(as(staff), {
      entity: 'Campaign',
      recordId: campaign.id,
      proposal: { item: { status: 'PUBLISHED', publishAt: '2099-06-01T09:00:00+09:00' } },
      base,
    });
    expect(request).toMatchObject({ title: '渋谷店（2026-01-01開始）', storeId: shibuya, publishAt: '2099-06-01T00:00:00.000Z' });
    await approveChangeRequest(owner, request.id);
    expect(await getItem(owner, 'Campaign', campaign.id)).toMatchObject({ status: 'PUBLISHED', publishAt: '2099-06-01T00:00:00.000Z' });
    expect(await getItem(t.anonymous, 'Campaign', campaign.id)).toBeNull();
    const [mail] = await t.db.kysely.selectFrom('mail_outbox').select('body').where('toAddress', '=', staff.email).execute();
    expect(mail?.body).toContain('2099/06/01 09:00 に公開されます（公開予約）。');
  });

  test('a request is sent back only with a reason, which its author is told; the author updates or withdraws it', async () => {
    const { news } = await publishedArticle();
    const proposal = { item: { title: '誤字のある題' } };
    const request = await requestChange(as(editor), { entity: 'News', recordId: news.id, proposal, base: await baseOf(news.id) });
    await expect(returnChangeRequest(owner, request.id, '  ')).rejects.toMatchObject({ extensions: { fields: [{ field: 'comment', message: REVIEW_MESSAGES.commentRequired }] } });

    const returned = await returnChangeRequest(owner, request.id, 'タイトルに誤字があります。「題」を直してください。');
    expect(returned).toMatchObject({ state: 'returned', comment: 'タイトルに誤字があります。「題」を直してください。' });
    expect((await getItem(t.anonymous, 'News', news.id))?.title).toBe('夏のキャンペーン');
    expect((await myChangeRequest(as(editor), 'News', news.id))?.state).toBe('returned');
    const [notice] = (await listNotifications(t.db, editor.id)).items;
    expect(notice).toMatchObject({ kind: 'review-returned', body: expect.stringContaining('タイトルに誤字があります。') });
    const [mail] = await t.db.kysely.selectFrom('mail_outbox').selectAll().where('toAddress', '=', editor.email).execute();
    expect(mail?.subject).toBe('【Oz】差し戻されました：記事「誤字のある題」');
    expect(mail?.body).toContain('差し戻しの理由：\nタイトルに誤字があります。「題」を直してください。');

    // Made again, the same request waits again, without the old reason.
    const again = await requestChange(as(editor), { entity: 'News', recordId: news.id, proposal: { item: { title: '誤字を直した題' } }, base: await baseOf(news.id) });
    expect(again).toMatchObject({ id: request.id, state: 'pending', comment: null, title: '誤字を直した題' });
    await expect(withdrawChangeRequest(owner, request.id)).rejects.toMatchObject({ extensions: { errorType: 'Unauthorized' } });
    expect(await withdrawChangeRequest(as(editor), request.id)).toMatchObject({ state: 'withdrawn', canWithdraw: false });
    expect(await myChangeRequest(as(editor), 'News', news.id)).toBeNull();

    const actions = (await listAuditLog(t.db, { entity: 'News' })).items.map((entry) => entry.action);
    expect(actions.filter((action) => action.startsWith('review-')).reverse()).toEqual(['review-request', 'review-return', 'review-request', 'review-withdraw']);
    const [returnEntry] = (await listAuditLog(t.db, { action: 'review-return' })).items;
    expect(JSON.parse(returnEntry?.changes ?? '{}')).toEqual({ comment: { before: null, after: 'タイトルに誤字があります。「題」を直してください。' } });
  });

  test('a request made from an older version is refused, and one overtaken by a later save cannot be approved until it is made again', async () => {
    const { news, first } = await publishedArticle();
    const old = await baseOf(news.id);
    await updateItem(owner, 'News', { id: news.id, title: '夏のキャンペーン！' });
    await expect(requestChange(as(editor), { entity: 'News', recordId: news.id, proposal: { item: { title: 'x' } }, base: old })).rejects.toMatchObject({
      extensions: { errorType: 'DynamoDB:ConditionalCheckFailedException' },
    });

    const request = await requestChange(as(editor), { entity: 'News', recordId: news.id, proposal: { item: { title: '夏のキャンペーン（延長）' } }, base: await baseOf(news.id) });
    // An owner changes only a block meanwhile: the article's own updatedAt stays, the request is stale all the same.
    await updateItem(owner, 'NewsContent', { id: first.id, text: '最初の段落（修正）' });
    expect((await getChangeRequest(owner, request.id))?.stale).toBe(true);
    await expect(approveChangeRequest(owner, request.id)).rejects.toMatchObject({ message: REVIEW_MESSAGES.stale, extensions: { errorType: 'StaleChangeRequest' } });
    expect((await getChangeRequest(owner, request.id))?.state).toBe('pending');
    expect((await getItem(t.anonymous, 'News', news.id))?.title).toBe('夏のキャンペーン！');

    await requestChange(as(editor), { entity: 'News', recordId: news.id, proposal: { item: { title: '夏のキャンペーン（延長）' } }, base: await baseOf(news.id) });
    expect((await getChangeRequest(owner, request.id))?.stale).toBe(false);
    await approveChangeRequest(owner, request.id);
    expect((await getItem(t.anonymous, 'News', news.id))?.title).toBe('夏のキャンペーン（延長）');
    // The owner's block change made meanwhile stays: the author's request carried the blocks it saw last.
    expect(await blocksOf(t.anonymous, news.id)).toEqual(['最初の段落（修正）', '二つめの段落']);
  });

  test('store staff ask and see only for their stores; reviewers decide only what they may write, never their own', async () => {
    const mine = await createItem(owner, 'Campaign', { storeId: shibuya, date: '2026-01-01', value: 9800, status: 'PUBLISHED' });
    const theirs = await createItem(owner, 'Campaign', { storeId: ebisu, date: '2026-01-01', value: 9800, status: 'PUBLISHED' });
    const ask = (who: Viewer, campaign: typeof mine, item: Fields) =>
      requestChange(as(who), { entity: 'Campaign', recordId: campaign.id, proposal: { item }, base: { updatedAt: campaign.updatedAt } });

    await expect(ask(staff, theirs, { value: 1 })).rejects.toMatchObject({ extensions: { errorType: 'Unauthorized' } });
    await expect(ask(staff, mine, { storeId: ebisu })).rejects.toMatchObject({ extensions: { errorType: 'Unauthorized' } });
    const staffRequest = await ask(staff, mine, { value: 7800 });
    const editorRequest = await ask(editor, theirs, { value: 6800 });
    const { news } = await publishedArticle();
    await requestChange(as(editor), { entity: 'News', recordId: news.id, proposal: { item: { title: '別の題' } }, base: await baseOf(news.id) });

    expect((await listChangeRequests(as(otherStaff))).map((request) => request.id)).toEqual([staffRequest.id]);
    expect(await getChangeRequest(as(otherStaff), editorRequest.id)).toBeNull();
    expect(await listChangeRequests(owner)).toHaveLength(3);
    // Roles that need approval decide nothing.
    await expect(approveChangeRequest(as(otherStaff), staffRequest.id)).rejects.toMatchObject({ extensions: { errorType: 'Unauthorized' } });
    await expect(approveChangeRequest(as(editor), staffRequest.id)).rejects.toMatchObject({ extensions: { errorType: 'Unauthorized' } });

    // Once store staff need no approval, a colleague of the same store decides, for that store only.
    await setReviewSettings(t.db.kysely, owner.viewer as Viewer, { staff: false });
    expect(await pendingReviewCount(as(otherStaff))).toBe(1);
    expect((await getChangeRequest(as(otherStaff), staffRequest.id))?.canReview).toBe(true);
    await expect(approveChangeRequest(as(staff), staffRequest.id)).rejects.toMatchObject({ message: REVIEW_MESSAGES.ownRequest });
    await expect(approveChangeRequest(as(otherStaff), editorRequest.id)).rejects.toMatchObject({ extensions: { errorType: 'NotFound' } });
    await approveChangeRequest(as(otherStaff), staffRequest.id);
    expect((await getItem(t.anonymous, 'Campaign', mine.id))?.value).toBe(7800);
    expect((await getItem(t.anonymous, 'Campaign', theirs.id))?.value).toBe(9800);
  });

  test('owners set which roles need approval, audited; no other role can', async () => {
    expect(await reviewSettings(t.db.kysely)).toEqual({ owner: false, editor: true, staff: true });
    await setReviewSettings(t.db.kysely, owner.viewer as Viewer, { editor: false });
    expect(await reviewSettings(t.db.kysely)).toEqual({ owner: false, editor: false, staff: true });
    const [entry] = (await listAuditLog(t.db, { action: 'setting-change' })).items;
    expect(entry).toMatchObject({ entity: 'SiteSetting', entityId: 'review-required', summary: '公開前の承認', actorId: owner.viewer?.id });
    expect(JSON.parse(entry?.changes ?? '{}')).toEqual({ editor: { before: true, after: false } });
    // Editors now publish directly.
    const news = await createItem(as(editor), 'News', { categoryId, createdDate: '2026-01-01', title: '直接公開', route: 'direct', status: 'PUBLISHED' });
    expect((await getItem(t.anonymous, 'News', news.id))?.title).toBe('直接公開');

    const { cookie } = await signInAdmin(t.db, { role: 'editor' });
    const refused = await postGraphQL('mutation { setReviewSettings(input: { editor: true }) { editor } }', {}, { cookie });
    expect(refused.body.errors?.[0]?.message).toBe('Not Authorized to access setReviewSettings on type Mutation');
    const read = await postGraphQL<{ reviewSettings: Fields }>('{ reviewSettings { owner editor staff } }', {}, { cookie });
    expect(read.body.data?.reviewSettings).toEqual({ owner: false, editor: false, staff: true });
  });

  test('through the API: an editor asks, sees the request in its editor, and reads and marks its notices; an owner approves', async () => {
    const { news } = await publishedArticle();
    const author = await signInAdmin(t.db, { role: 'editor', name: '編集 花子' });
    const reviewer = await signInAdmin(t.db, { role: 'owner', name: '本部 太郎' });
    const base = await baseOf(news.id);
    const asked = await postGraphQL<{ requestChange: Fields }>(
      'mutation($input: RequestChangeInput!) { requestChange(input: $input) { id state title stale fields { field live proposed } } }',
      { input: { entity: 'News', recordId: news.id, proposal: JSON.stringify({ item: { title: 'APIから' } }), base } },
      { cookie: author.cookie },
    );
    expect(asked.body.errors).toBeUndefined();
    const id = String(asked.body.data?.requestChange.id);
    const mine = await postGraphQL<{ myChangeRequest: Fields }>('query($id: ID!) { myChangeRequest(entity: News, recordId: $id) { id state } }', { id: news.id }, { cookie: author.cookie });
    expect(mine.body.data?.myChangeRequest).toEqual({ id, state: 'pending' });
    const count = await postGraphQL<{ pendingReviewCount: number }>('{ pendingReviewCount }', {}, { cookie: reviewer.cookie });
    expect(count.body.data?.pendingReviewCount).toBe(1);
    const approved = await postGraphQL<{ approveChangeRequest: Fields }>('mutation($id: ID!) { approveChangeRequest(id: $id) { state reviewerName } }', { id }, { cookie: reviewer.cookie });
    expect(approved.body.data?.approveChangeRequest).toEqual({ state: 'approved', reviewerName: '本部 太郎' });

    const notices = await postGraphQL<{ myNotifications: { unread: number; items: Fields[] } }>('{ myNotifications { unread items { id kind body } } }', {}, { cookie: author.cookie });
    expect(notices.body.data?.myNotifications).toMatchObject({ unread: 1, items: [{ kind: 'review-approved', body: '本部 太郎 さんが承認しました。公開サイトに反映しました。' }] });
    const marked = await postGraphQL<{ markNotificationsRead: number }>('mutation { markNotificationsRead }', {}, { cookie: author.cookie });
    expect(marked.body.data?.markNotificationsRead).toBe(1);
    const others = await postGraphQL<{ myNotifications: { unread: number } }>('{ myNotifications { unread } }', {}, { cookie: reviewer.cookie });
    expect(others.body.data?.myNotifications.unread).toBe(0);
  });
});
