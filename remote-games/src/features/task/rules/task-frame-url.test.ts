import { taskFrameUrl } from './task-frame-url';

describe('taskFrameUrl', () => {
  const origins = ['https://task.example'];

  it('adds the session token to a link on a frame origin', () => {
    expect(taskFrameUrl('https://task.example/demo?lang=EN', 'tok', origins)?.href).toBe(
      'https://task.example/demo?lang=EN&token=tok',
    );
  });

  it('replaces a token already in the link', () => {
    expect(
      taskFrameUrl('https://task.example/demo?token=old', 'new', origins)?.searchParams.getAll('token'),
    ).toEqual(['new']);
  });

  it('never sends the token elsewhere', () => {
    expect(taskFrameUrl('https://evil.example/demo', 'tok', origins)).toBeNull();
    expect(taskFrameUrl('javascript:alert(1)', 'tok', origins)).toBeNull();
  });
});
