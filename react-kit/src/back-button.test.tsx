import { screen } from '@testing-library/react';
import { BackButton } from './back-button';
import { renderParcelRoot } from './testing';

describe('BackButton', () => {
  it('is a visible, named control that asks the shell to go back', async () => {
    const { user, bus } = renderParcelRoot(<BackButton />, { namespace: 'test', catalogue: {} });
    const button = screen.getByRole('button', { name: 'Back' });
    expect(button).toBeVisible();
    await user.click(button);
    expect(bus.emit).toHaveBeenCalledWith({ type: 'back' });
  });
});
