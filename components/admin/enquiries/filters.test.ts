import { csvHref, readFilters } from './filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('the inbox URL', () => {
  test('reads known filters and a page number; anything else means no filter and page 1', () => {
    expect(read('kind=franchise&status=new&deliveryState=undeliverable&search=%20山田%20&page=3')).toEqual({
      kind: 'franchise',
      status: 'new',
      deliveryState: 'undeliverable',
      search: '山田',
      page: 3,
    });
    expect(read('kind=other&status=archived&deliveryState=lost&search=%20%20')).toEqual({
      kind: null,
      status: null,
      deliveryState: null,
      search: null,
      page: 1,
    });
  });

  test.each(['', '0', '-2', '1.5', '1e3', '02', ' 2', '1234567890', 'two'])('page %p is page 1', (page) => {
    expect(read(`page=${encodeURIComponent(page)}`).page).toBe(1);
  });

  test('the CSV link carries the filters but not the page', () => {
    expect(csvHref(read('kind=contact&search=a%26b&page=4'))).toBe('/api/admin/enquiries.csv?kind=contact&search=a%26b');
    expect(csvHref(read(''))).toBe('/api/admin/enquiries.csv');
  });

  test('the CSV link carries the days received when given', () => {
    expect(csvHref(read('status=done'), { from: '2026-05-01', to: '2026-05-31' })).toBe('/api/admin/enquiries.csv?status=done&from=2026-05-01&to=2026-05-31');
    expect(csvHref(read(''), { from: '', to: '2026-05-31' })).toBe('/api/admin/enquiries.csv?to=2026-05-31');
  });
});
