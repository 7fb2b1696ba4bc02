import { useT } from '../lib/i18n';
import './loader.css';

export type LoaderVariant = 'normal' | 'small' | 'small-blue';

export function Loader({ variant = 'normal' }: { variant?: LoaderVariant }) {
  const t = useT();
  return (
    <span className={`loader loader--${variant}`} role="status" aria-label={t('common.loading')}>
      <span className="loader__ring" aria-hidden="true" />
    </span>
  );
}

/** Full-area placeholder while a screen or the configuration loads. */
export function PageLoader() {
  return (
    <div className="page-loader">
      <Loader />
    </div>
  );
}
