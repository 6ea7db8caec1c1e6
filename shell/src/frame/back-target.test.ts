import { frameRulesFor } from '@mobile/shared-contracts';
import { backStep } from './back-target';

const BACK_TO_HOME = ['/m/login', '/m/register', '/m/register.html', '/m/trail', '/m/activity', '/m/forget'];
const view = (previousPath: string | null, hasSiteHistory = previousPath !== null) => ({
  hasSiteHistory,
  previousPath,
});

describe('backStep', () => {
  it.each(BACK_TO_HOME)('%s steps back to /m/home when the entry before is home', (path) => {
    expect(backStep(frameRulesFor(path).back, view('/m/home'))).toEqual({ kind: 'history' });
  });

  it.each(BACK_TO_HOME)('%s replaces itself by /m/home after any other page (not one step back)', (path) => {
    expect(backStep(frameRulesFor(path).back, view('/m/gameList'))).toEqual({
      kind: 'replace',
      path: '/m/home',
    });
  });

  it.each(BACK_TO_HOME)('%s opened directly goes to /m/home, never out of the site', (path) => {
    expect(backStep(frameRulesFor(path).back, view(null))).toEqual({ kind: 'replace', path: '/m/home' });
  });

  it('a home entry under another home path (/m/) is not /m/home: the address must say /m/home', () => {
    expect(backStep(frameRulesFor('/m/login').back, view('/m/'))).toEqual({
      kind: 'replace',
      path: '/m/home',
    });
  });

  it('other pages go one step back when this site has an earlier entry', () => {
    expect(backStep(frameRulesFor('/m/notice').back, view('/m/home'))).toEqual({ kind: 'history' });
    expect(backStep(frameRulesFor('/m/securityCenter').back, view(null, true))).toEqual({ kind: 'history' });
  });

  it('other pages opened directly replace themselves by /m/home', () => {
    expect(backStep(frameRulesFor('/m/notice').back, view(null))).toEqual({
      kind: 'replace',
      path: '/m/home',
    });
  });
});
