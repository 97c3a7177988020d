import { getPubSub } from '@/lib/core/model/events';
import { engines, useTestDb } from '@/lib/test/engines';
import { ENQUIRY_CHANGE_TOPIC, publishEnquiryChange } from './live-events';
import { insertEnquiry } from './test-enquiries';

describe.each(engines())('enquiry live events on $name', (engine) => {
  const t = useTestDb(engine);

  test('publishEnquiryChange announces a stored enquiry and never throws', async () => {
    const id = await insertEnquiry(t.db);
    const iterator = getPubSub().subscribe(ENQUIRY_CHANGE_TOPIC)[Symbol.asyncIterator]();
    const next = iterator.next();
    await publishEnquiryChange(t.db, id);
    expect((await next).value).toMatchObject({ id, status: 'new' });
    await iterator.return?.();
    await expect(publishEnquiryChange(t.db, 'not-there')).resolves.toBeUndefined();
  });
});
