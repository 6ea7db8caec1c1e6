import { act, render } from '@testing-library/react';
import { useAnsweredInBackground } from './use-answered-in-background';

/** Records what each render of the hook returned, for the queries' states given as props. */
function Probe({ pending, seen }: { pending: readonly boolean[]; seen: boolean[] }) {
  seen.push(useAnsweredInBackground(...pending.map((isPending) => ({ isPending }))));
  return null;
}

describe('useAnsweredInBackground', () => {
  it('is true in the first render when every query has answered already (nothing in between)', () => {
    const seen: boolean[] = [];
    render(<Probe pending={[false, false]} seen={seen} />);
    expect(seen).toEqual([true]);
  });

  it('is false while any query waits for its first answer', () => {
    const seen: boolean[] = [];
    const { rerender } = render(<Probe pending={[true, true]} seen={seen} />);
    rerender(<Probe pending={[false, true]} seen={seen} />);
    expect(seen.every((answered) => !answered)).toBe(true);
  });

  it('turns true in a render of its own after the update that brought the last answer', async () => {
    const seen: boolean[] = [];
    const { rerender } = render(<Probe pending={[true]} seen={seen} />);
    seen.length = 0;
    await act(async () => rerender(<Probe pending={[false]} seen={seen} />));
    // The urgent render still says false (what is shown stays); the deferred one says true.
    expect(seen).toEqual([false, true]);
  });
});
