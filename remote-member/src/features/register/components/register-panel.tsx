import { ErrorState, PageSpinner } from '@mobile/react-kit';
import { useRegisterSettings } from '../api/use-register-settings';
import type { SocialRegistration } from '../use-register-form';
import { RegisterForm } from './register-form';

/** The register tab: waits for the merchant's register settings, with retry on failure. */
export function RegisterPanel({ social }: { social?: SocialRegistration }) {
  const settings = useRegisterSettings();
  if (settings.isPending) return <PageSpinner />;
  if (settings.isError) return <ErrorState onRetry={() => settings.refetch()} />;
  return <RegisterForm settings={settings.data} social={social} />;
}
