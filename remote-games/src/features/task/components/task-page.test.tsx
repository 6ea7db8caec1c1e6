import { sessionOf } from '@mobile/react-kit/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { TaskPage } from './task-page';

const TASK = { resourceType: 'TASK', url: 'https://task.test/demo' };

describe('TaskPage', () => {
  afterEach(() => jest.useRealTimers());

  it('waits 150 ms before loading the task link and shows it 100 ms after it has loaded', () => {
    jest.useFakeTimers();
    renderParcelRoot(<TaskPage />, {
      session: sessionOf(1),
      merchant: { frameOrigins: ['https://task.test'], resources: [TASK] },
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(149));
    expect(screen.queryByTitle('Tasks')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));

    const frame = screen.getByTitle('Tasks');
    expect(frame).toHaveAttribute('src', 'https://task.test/demo?token=test-token');
    expect(frame).toHaveAttribute('data-loaded', 'false');
    fireEvent.load(frame);
    act(() => jest.advanceTimersByTime(99));
    expect(frame).toHaveAttribute('data-loaded', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(frame).toHaveAttribute('data-loaded', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'coming soon' without a task link and goes home on confirm", async () => {
    const { user, navigate } = renderParcelRoot(<TaskPage />, { session: sessionOf(1) });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Coming soon');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('never sends the session to a task link outside the frame origins', () => {
    renderParcelRoot(<TaskPage />, { session: sessionOf(1), merchant: { resources: [TASK] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Tasks are not available right now.');
    expect(screen.queryByTitle('Tasks')).not.toBeInTheDocument();
  });
});
