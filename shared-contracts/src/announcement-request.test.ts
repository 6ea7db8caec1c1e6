import { AGENT_NOTICE_GROUP, announcementRequest } from './announcement-request';

describe('announcement queries send platform=M, merchantCode and the agent notice groupName (SPEC 7)', () => {
  it('sends the platform code M and the merchant code with the types', () => {
    expect(announcementRequest('demo', 'PL')).toEqual({ types: 'PL', platform: 'M', merchantCode: 'demo' });
  });

  it("sends the agent notice's groupName m_home", () => {
    expect(announcementRequest('demo', 'A', AGENT_NOTICE_GROUP)).toEqual({
      types: 'A',
      groupName: 'm_home',
      platform: 'M',
      merchantCode: 'demo',
    });
  });
});
