import { useTranslation } from 'react-i18next';
import { promptInstall } from './install-prompt';
import { useInstallAvailable } from './use-install-available';

/**
 * 'Install' where the browser offers to install the site (download bar, download popup); nothing
 * otherwise. Once installed, the app opens standalone: the download bar hides and registration says PWA.
 */
export function InstallButton({ className, onDone }: { className: string; onDone?: () => void }) {
  const { t } = useTranslation('common');
  const available = useInstallAvailable();
  if (!available) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        promptInstall()
          .catch(() => 'dismissed')
          .finally(() => onDone?.());
      }}
    >
      {t('download.install')}
    </button>
  );
}
