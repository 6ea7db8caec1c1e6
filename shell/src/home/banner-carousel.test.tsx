import '../test/browser-stubs';
import { screen, within } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { anAnnouncement } from '../test/announcement';
import { renderWithShell } from '../test/render-with-shell';
import { BannerCarousel } from './banner-carousel';

const banner = (id: number, title: string) =>
  anAnnouncement({ id, type: 'B', title, groupName: 'm_home', url: `https://img.example/${id}.jpg` });

describe('BannerCarousel', () => {
  it('commits its first render once: it sets no state while React commits', async () => {
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
    renderWithShell(
      <Profiler id="carousel" onRender={onRender}>
        <BannerCarousel />
      </Profiler>,
      {
        responses: {
          announcements: {
            content: [banner(1, 'Welcome'), banner(2, 'Cashback')],
            footer: { unreadCount: 0 },
          },
        },
      },
    );
    // A state set in a callback ref is a synchronous update: React would render again in the commit's own
    // task, and run every passive effect of the page before it (the start's longest task on home).
    expect(phases).toEqual(['mount']);
    const carousel = screen.getByRole('region', { name: 'Featured' });
    expect(await within(carousel).findAllByRole('img')).toHaveLength(2);
  });
});
