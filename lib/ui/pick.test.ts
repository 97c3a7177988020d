import { pick } from './pick';

describe('pick', () => {
  it('keeps the named fields, null and empty ones included, and drops the others', () => {
    const record = { id: 'r1', title: '10kg減量', comment: null, image: '', createdAt: '2025-01-01T00:00:00.000Z', storeId: 's1' };
    expect(pick(record, ['id', 'title', 'comment', 'image'])).toEqual({ id: 'r1', title: '10kg減量', comment: null, image: '' });
  });
});
