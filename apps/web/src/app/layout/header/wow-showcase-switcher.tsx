import type { WowTreeShowcase } from '@storefront/contract/wow-tree';
import { useT } from '../../../shared/lib/i18n';
import { platform } from '../../../shared/lib/platform';
import { useWowTreeShowcasesQuery } from '../../../shared/lib/tg-api';
import { ErrorFallback, errorMessageOf } from '../../../shared/ui/error-fallback';
import { Loader } from '../../../shared/ui/loader';
import { Modal } from '../../../shared/ui/modal';

function logoSrc(logo: string): string | null {
  if (logo.trim() === '') return null;
  return logo.startsWith('data:') ? logo : `data:image/png;base64,${logo}`;
}

function showcaseHref(item: WowTreeShowcase): string | null {
  if (item.Url.trim() !== '') return item.Url;
  return item.TelegramBot.trim() !== '' ? `https://t.me/${item.TelegramBot}` : null;
}

/** The wow-tree showcase list (GET /api/tg?method=getWowTreeShowcases). */
export function WowShowcaseSwitcher({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { data, error, isLoading, refetch } = useWowTreeShowcasesQuery(undefined, { skip: !open });
  const items = Array.isArray(data) ? data : [];
  return (
    <Modal open={open} onClose={onClose} title={t('wow.switcher.title')}>
      {isLoading ? <Loader variant="small-blue" /> : null}
      {error ? <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} /> : null}
      {!isLoading && !error && items.length === 0 ? <p className="muted">{t('wow.switcher.empty')}</p> : null}
      <ul className="showcase-list">
        {items.map((item) => {
          const href = showcaseHref(item);
          const src = logoSrc(item.Logo);
          return (
            <li key={item.ID}>
              <button type="button" className="flat-button showcase-list__item" disabled={!href} onClick={() => href && platform.openLink(href)}>
                {src ? <img src={src} alt="" width={40} height={40} /> : <span className="showcase-list__placeholder" aria-hidden="true" />}
                <span>{item.Name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
