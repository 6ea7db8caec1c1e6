import { ErrorState, PageSpinner } from '@mobile/react-kit';
import { useRegisterSettings } from '../api/use-register-settings';
import { RegisterForm } from './register-form';

/** The register tab: waits for the merchant's register settings, with retry on failure. */
export function RegisterPanel() {
  const settings = useRegisterSettings();
  if (settings.isPending) return <PageSpinner />;
  if (settings.isError) return <ErrorState onRetry={() => settings.refetch()} />;
  return <RegisterForm settings={settings.data} />;
}
