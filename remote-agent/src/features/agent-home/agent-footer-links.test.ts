import { agentFooterLinks } from './agent-footer-links';

describe('agentFooterLinks', () => {
  it('has home, open account and announcements without the dividend feature', () => {
    expect(agentFooterLinks(['CBS3']).map((link) => link.id)).toEqual([
      'home',
      'openAccount',
      'announcements',
    ]);
  });

  it('adds dividend when the feature is on; home is the player site', () => {
    expect(agentFooterLinks(['DIVIDEND'])).toEqual([
      { id: 'home', to: '/m/home' },
      { id: 'openAccount', to: '/m/agentRegister' },
      { id: 'dividend', to: '/m/member/agent/agentDivident' },
      { id: 'announcements', to: '/m/member/notice?types=A' },
    ]);
  });
});
