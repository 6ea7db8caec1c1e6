import { limitInputText, parseLimitInput, waitsForCoolingOff } from './limit-input';

describe('limit input', () => {
  it('turns money into cents and an empty field into no limit', () => {
    expect(parseLimitInput('deposit24h', '500')).toEqual({ kind: 'ok', value: 50_000 });
    expect(parseLimitInput('deposit7d', ' 1,250.5 ')).toEqual({ kind: 'ok', value: 125_050 });
    expect(parseLimitInput('depositMonth', '')).toEqual({ kind: 'ok', value: null });
    for (const bad of ['0.5', '-10', '1.234', 'abc', '1e5', '123456789'])
      expect(parseLimitInput('loss24h', bad)).toEqual({ kind: 'invalid' });
  });

  it('keeps the session time in minutes within 15 minutes and 24 hours', () => {
    expect(parseLimitInput('sessionMinutes', '90')).toEqual({ kind: 'ok', value: 90 });
    expect(parseLimitInput('sessionMinutes', '10')).toEqual({ kind: 'invalid' });
    expect(parseLimitInput('sessionMinutes', '1441')).toEqual({ kind: 'invalid' });
    expect(parseLimitInput('sessionMinutes', '30.5')).toEqual({ kind: 'invalid' });
  });

  it('shows a stored value back in the field', () => {
    expect(limitInputText('deposit24h', 50_000)).toBe('500');
    expect(limitInputText('deposit24h', 125_050)).toBe('1250.50');
    expect(limitInputText('sessionMinutes', 90)).toBe('90');
    expect(limitInputText('deposit24h', null)).toBe('');
  });

  it('knows which changes wait 24 hours', () => {
    expect(waitsForCoolingOff(null, 100)).toBe(false);
    expect(waitsForCoolingOff(500, 100)).toBe(false);
    expect(waitsForCoolingOff(500, 900)).toBe(true);
    expect(waitsForCoolingOff(500, null)).toBe(true);
  });
});
