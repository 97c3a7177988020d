import { campaignsOnTopPage, campaignState } from './campaign-state';

// 2025-04-10 15:30 in Japan is 06:30 UTC; 2025-04-10 00:30 in Japan is still 2025-04-09 in UTC.
const now = new Date('2025-04-10T06:30:00Z');
const justAfterMidnightInJapan = new Date('2025-04-09T15:30:00Z');

describe('campaignState', () => {
  test('running from its first day to the end of its last day, Japan time', () => {
    expect(campaignState({ date: '2025-04-10', campaignOverDate: null }, now)).toBe('running');
    expect(campaignState({ date: '2025-04-01', campaignOverDate: '2025-04-10' }, now)).toBe('running');
    expect(campaignState({ date: '2025-04-01' }, now)).toBe('running');
  });

  test('ended once its end date is past; not started before its first day', () => {
    expect(campaignState({ date: '2025-04-01', campaignOverDate: '2025-04-09' }, now)).toBe('ended');
    expect(campaignState({ date: '2025-04-11', campaignOverDate: null }, now)).toBe('upcoming');
    expect(campaignState({ date: '2025-04-11', campaignOverDate: '2025-04-30' }, now)).toBe('upcoming');
  });

  test('the day changes at midnight in Japan, not in UTC', () => {
    expect(campaignState({ date: '2025-04-10', campaignOverDate: null }, justAfterMidnightInJapan)).toBe('running');
    expect(campaignState({ date: '2025-04-01', campaignOverDate: '2025-04-09' }, justAfterMidnightInJapan)).toBe('ended');
  });
});

describe('campaignsOnTopPage', () => {
  test('the three newest that have not ended, upcoming ones included', () => {
    const campaigns = [
      { id: 'old', date: '2025-01-01', campaignOverDate: null },
      { id: 'ended', date: '2025-04-09', campaignOverDate: '2025-04-09' },
      { id: 'a', date: '2025-03-01', campaignOverDate: null },
      { id: 'b', date: '2025-04-01', campaignOverDate: '2025-04-10' },
      { id: 'upcoming', date: '2025-05-01', campaignOverDate: null },
    ];
    expect([...campaignsOnTopPage(campaigns, now)].sort()).toEqual(['a', 'b', 'upcoming']);
  });

  test('drafts and campaigns scheduled for later are not on the top page and leave their place to others', () => {
    const campaigns = [
      { id: 'old', date: '2025-01-01', campaignOverDate: null },
      { id: 'a', date: '2025-03-01', campaignOverDate: null },
      { id: 'draft', date: '2025-04-01', campaignOverDate: null, status: 'DRAFT' },
      { id: 'later', date: '2025-04-02', campaignOverDate: null, status: 'PUBLISHED', publishAt: new Date(now.getTime() + 60_000).toISOString() },
      { id: 'due', date: '2025-04-03', campaignOverDate: null, status: 'PUBLISHED', publishAt: new Date(now.getTime() - 60_000).toISOString() },
    ];
    expect([...campaignsOnTopPage(campaigns, now)].sort()).toEqual(['a', 'due', 'old']);
  });
});
