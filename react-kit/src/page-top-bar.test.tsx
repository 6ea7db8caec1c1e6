import { screen } from '@testing-library/react';
import { PageTopBar } from './page-top-bar';
import { renderParcelRoot } from './testing';

describe('PageTopBar', () => {
  it('draws the title as a heading and a visible back control', async () => {
    const { user, bus } = renderParcelRoot(<PageTopBar title="Messages" end={<a href="/m/home">Home</a>} />, {
      namespace: 'test',
      catalogue: {},
    });
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(bus.emit).toHaveBeenCalledWith({ type: 'back' });
  });
});
