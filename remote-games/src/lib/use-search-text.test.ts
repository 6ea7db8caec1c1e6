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
});
