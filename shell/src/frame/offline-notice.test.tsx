import '../test/browser-stubs';
import { act, screen } from '@testing-library/react';
import { renderWithShell } from '../test/render-with-shell';
import { OfflineNotice } from './offline-notice';

describe('OfflineNotice', () => {
  it("says 'network slow or offline' while the API does not answer, and goes away once it does", () => {
    const { services } = renderWithShell(<OfflineNotice aboveTabBar />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => services.bus.apiReachable$.next(false));
    expect(region).toHaveTextContent('Network slow or offline. Please check your connection.');
    act(() => services.bus.apiReachable$.next(true));
    expect(region).toBeEmptyDOMElement();
  });
});
