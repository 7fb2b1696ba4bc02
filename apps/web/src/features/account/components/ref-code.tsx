import { useNotify } from '../../../shared/lib/use-notify';
import { copyText } from '../../../shared/lib/share';
import { useAccountT } from '../messages';
import { TitledPanel } from '../../../shared/ui/titled-section';

/** The referral code, with a copy button; the share links elsewhere carry it. */
export function RefCode({ code }: { code: string }) {
  const t = useAccountT();
  const notify = useNotify();
  return (
    <TitledPanel titleId="account-refcode-label" title={t('account.refCode.label')} className="account-refcode">
      <div className="account-refcode__row">
        <code className="account-refcode__code" dir="ltr">
          {code}
        </code>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void copyText(code).then((ok) => ok && notify({ message: t('account.refCode.copied') }))}
        >
          {t('account.refCode.copy')}
        </button>
      </div>
      <p className="account-card__hint">{t('account.refCode.hint')}</p>
    </TitledPanel>
  );
}
