import { privacySections, retentionPeriod } from './legal';

describe('the privacy policy states the retention period of enquiries and trial bookings from the setting', () => {
  test.each([
    [1095, '3年間'],
    [730, '2年間'],
    [365, '1年間'],
    [400, '400日間'],
    [1, '1日間'],
    [3650, '10年間'],
    [1000, '1,000日間'],
  ])('%p days read %p', (days, period) => {
    expect(retentionPeriod(days)).toBe(period);
  });

  test('its own section, before the contact desk, says how long and what happens then', () => {
    const sections = privacySections(1095);
    expect(sections.map((section) => section.title)).toEqual(['取得する個人情報', '利用目的', '第三者への提供', '安全管理措置', '個人情報の保管期間', 'ウェブサイトのアクセス解析', 'お問い合わせ窓口']);
    expect(sections[4]?.paragraphs?.[0]).toBe(
      'お問い合わせフォームやフランチャイズ資料請求フォームからお預かりした個人情報は、受付日から3年間保管し、その後は個人を特定できない形に加工します。',
    );
    expect(sections[4]?.paragraphs?.[1]).toBe('無料体験のご予約でお預かりした個人情報は、ご予約の体験日から3年間保管し、その後は同じく個人を特定できない形に加工します。');
    expect(privacySections(400)[4]?.paragraphs?.[0]).toContain('受付日から400日間保管し');
    expect(privacySections(400)[4]?.paragraphs?.[1]).toContain('体験日から400日間保管し');
  });
});

describe('the privacy policy says what the visit analytics measure, how long they keep it and how to refuse them', () => {
  test('from the analytics setting, with no cookie, nothing sent abroad, and Do Not Track or GPC honoured', () => {
    const analytics = privacySections(1095, 90)[5];
    expect(analytics?.title).toBe('ウェブサイトのアクセス解析');
    const text = analytics?.paragraphs?.join('\n') ?? '';
    expect(text).toContain('ページごとの閲覧の記録は90日間保管したのち削除し');
    expect(privacySections(1095, 365)[5]?.paragraphs?.join('')).toContain('1年間保管したのち削除');
    for (const said of ['Cookieは使用しません', '国外へ送信したりすることはありません', 'IPアドレスやブラウザーの情報そのものは保存せず', 'Do Not Track', 'グローバル・プライバシー・コントロール（GPC）', 'sessionStorage']) {
      expect(text).toContain(said);
    }
  });
});
