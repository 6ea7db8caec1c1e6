import { sessionOf } from '@mobile/react-kit/testing';
import type { KycStatus } from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { IdentityCard } from './identity-card';

// Files picked and forms clicked: slow on a busy machine, not a measure of anything.
jest.setTimeout(20_000);

const NONE: KycStatus = {
  state: 'none',
  reason: null,
  submittedAt: null,
  reviewedAt: null,
  images: 0,
  requiredForWithdrawal: true,
};
const PENDING: KycStatus = { ...NONE, state: 'pending', submittedAt: '2026-11-20T10:00:00.000Z', images: 2 };
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) => new File([new Uint8Array([...PNG_HEAD, 1, 2, 3])], name, { type: 'image/png' });
const elf = (name: string) =>
  new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0])], name, { type: 'image/png' });
const apiError = (code: string, status: number) => ({
  name: 'ApiError',
  code,
  messageKey: 'error.badRequest',
  status,
  value: null,
});

/** The images of the FormData the card sent. */
const sentNames = (call: jest.Mock, index = 0) => {
  const sent = call.mock.calls.filter(([key]) => key === 'submitKyc')[index]?.[1] as FormData;
  return sent.getAll('images').map((file) => (file as File).name);
};

describe('IdentityCard', () => {
  it('not started: picks photos (a renamed executable is named and left out), sends them, then shows pending', async () => {
    let status = NONE;
    const { user, call } = renderParcelRoot(<IdentityCard />, {
      session: sessionOf(1),
      api: {
        kycStatus: () => status,
        submitKyc: () => {
          status = PENDING;
          return PENDING;
        },
      },
    });
    expect(await screen.findByText('Not started')).toBeInTheDocument();
    expect(screen.getByText('Withdrawals on this site need a verified identity.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify identity' }));
    const input = await screen.findByLabelText('Add photos');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('multiple');

    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one photo first.');

    await user.upload(input, [png('front.png'), elf('passport.png')]);
    expect(await screen.findByText('passport.png is not a PNG or JPG image.')).toBeInTheDocument();
    expect(screen.queryByText('Add at least one photo first.')).not.toBeInTheDocument();
    const previews = screen.getByRole('list', { name: 'Photos chosen: 1 of 3' });
    expect(within(previews).getByText('Photo 1: front.png')).toBeInTheDocument();
    // A later pick adds to the first; a fourth photo is named and left out.
    await user.upload(input, [png('back.png'), png('selfie.png'), png('extra.png')]);
    expect(await screen.findByText('extra.png was not added: 3 photos at most.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Photos chosen: 3 of 3' })).toBeInTheDocument();
    expect(input).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove selfie.png' }));
    expect(screen.getByRole('list', { name: 'Photos chosen: 2 of 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(sentNames(call)).toEqual(['front.png', 'back.png']));
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify identity' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();
  });

  it('shows progress while sending; a failed upload keeps the photos and sends them again', async () => {
    let release: (value: KycStatus) => void = () => undefined;
    let attempts = 0;
    const { user, call } = renderParcelRoot(<IdentityCard />, {
      session: sessionOf(0),
      path: '/m/securityCenter?identity=upload',
      api: {
        kycStatus: () => NONE,
        submitKyc: () => {
          attempts += 1;
          if (attempts === 1) throw apiError('NETWORK', 0);
          return new Promise<KycStatus>((resolve) => {
            release = resolve;
          });
        },
      },
    });
    // Opened by the withdraw page's link: the upload is there at once.
    const input = await screen.findByLabelText('Add photos');
    await user.upload(input, [png('front.png')]);
    await user.click(await screen.findByRole('button', { name: 'Send for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photos could not be sent.');
    expect(screen.getByText('Photo 1: front.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading… 0%');
    expect(sentNames(call, 1)).toEqual(['front.png']);
    release(PENDING);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it("words the server's refusal next to the photos", async () => {
    const { user } = renderParcelRoot(<IdentityCard />, {
      session: sessionOf(0),
      path: '/m/securityCenter?identity=upload',
      api: {
        kycStatus: () => NONE,
        submitKyc: () => {
          throw apiError('KYC_IMAGE_TOO_LARGE', 413);
        },
      },
    });
    await user.upload(await screen.findByLabelText('Add photos'), [png('front.png')]);
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A photo was refused: each may be 5 MB at most.',
    );
  });

  it('rejected: the reason, and new photos may be sent', async () => {
    renderParcelRoot(<IdentityCard />, {
      session: sessionOf(0),
      api: { kycStatus: () => ({ ...NONE, state: 'rejected', reason: 'The photo is blurred.' }) },
    });
    expect(await screen.findByText('Not accepted')).toBeInTheDocument();
    expect(screen.getByText(/Reason: The photo is blurred\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send new photos' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('approved: says so, with nothing to send', async () => {
    renderParcelRoot(<IdentityCard />, {
      session: sessionOf(0),
      api: { kycStatus: () => ({ ...NONE, state: 'approved' }) },
    });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByText('Withdrawals on this site need a verified identity.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a failed read offers a retry; free play sees no card and asks nothing', async () => {
    let fail = true;
    const { user } = renderParcelRoot(<IdentityCard />, {
      session: sessionOf(0),
      api: {
        kycStatus: () => {
          if (fail) throw apiError('NETWORK', 0);
          return PENDING;
        },
      },
    });
    const retry = await screen.findByRole('button', { name: /retry|try again/i });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Under review')).toBeInTheDocument();

    const trial = renderParcelRoot(<IdentityCard />, { session: sessionOf(4), api: {} });
    expect(trial.call).not.toHaveBeenCalled();
  });
});
