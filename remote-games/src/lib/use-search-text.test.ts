import { act, renderHook } from '@testing-library/react';
import { useSearchText } from './use-search-text';

describe('useSearchText', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first text at once and the last of a burst after 400 ms of quiet', () => {
    const { result } = renderHook(() => useSearchText());
    act(() => result.current.setText('T'));
    expect(result.current.applied).toBe('T');

    act(() => result.current.setText('Ti'));
    act(() => result.current.setText('Tiger'));
    expect(result.current).toMatchObject({ text: 'Tiger', applied: 'T' });
    act(() => jest.advanceTimersByTime(399));
    expect(result.current.applied).toBe('T');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.applied).toBe('Tiger');
  });

  it('runs an empty search at once when cleared, dropping a held text', () => {
    const { result } = renderHook(() => useSearchText());
    act(() => result.current.setText('T'));
    act(() => result.current.setText('Ti'));
    act(() => result.current.setText(''));
    expect(result.current).toMatchObject({ text: '', applied: '' });
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.applied).toBe('');
  });

  it('search delay 500 ms: the home name search runs 500 ms after the last keystroke, not at once', () => {
    const { result } = renderHook(() => useSearchText('search-delay'));
    act(() => result.current.setText('T'));
    expect(result.current.applied).toBe('');
    act(() => jest.advanceTimersByTime(300));
    act(() => result.current.setText('Tiger'));
    act(() => jest.advanceTimersByTime(499));
    expect(result.current).toMatchObject({ text: 'Tiger', applied: '' });
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.applied).toBe('Tiger');
  });

  it('search delay: clearing runs the empty search at once and drops the pending text', () => {
    const { result } = renderHook(() => useSearchText('search-delay'));
    act(() => result.current.setText('Tiger'));
    act(() => jest.advanceTimersByTime(500));
    act(() => result.current.setText('Tig'));
    act(() => result.current.setText(''));
    expect(result.current.applied).toBe('');
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.applied).toBe('');
  });
});
