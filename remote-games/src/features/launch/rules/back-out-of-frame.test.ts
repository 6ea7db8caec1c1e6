import { backOutOfFrame } from './back-out-of-frame';

const navigationAt = (index: number | null, keys: string[]) => ({
  currentEntry: index === null ? null : { index },
  entries: () => keys.map((key) => ({ key })),
  traverseTo: jest.fn(),
});

describe('backOutOfFrame', () => {
  it('traverses to the top-level entry before the current one', () => {
    const win = { history: { back: jest.fn() }, navigation: navigationAt(2, ['home', 'list', 'frame']) };
    backOutOfFrame(win);
    expect(win.navigation.traverseTo).toHaveBeenCalledWith('list');
    expect(win.history.back).not.toHaveBeenCalled();
  });

  it('falls back to history.back without the Navigation API or an earlier entry', () => {
    const plain = { history: { back: jest.fn() } };
    backOutOfFrame(plain);
    expect(plain.history.back).toHaveBeenCalled();

    const first = { history: { back: jest.fn() }, navigation: navigationAt(0, ['frame']) };
    backOutOfFrame(first);
    expect(first.navigation.traverseTo).not.toHaveBeenCalled();
    expect(first.history.back).toHaveBeenCalled();
  });
});
