import { CopyButton } from '../../../shared/lib/share';
import { useAccountT } from '../messages';
import { TitledPanel } from '../../../shared/ui/titled-section';

/** The referral code, with a copy button; the share links elsewhere carry it. */
export function RefCode({ code }: { code: string }) {
  const t = useAccountT();
  return (
    <TitledPanel titleId="account-refcode-label" title={t('account.refCode.label')} className="account-refcode">
      <div className="account-refcode__row">
        <code className="account-refcode__code" dir="ltr">
          {code}
        </code>
        <CopyButton text={code} copiedMessage={t('account.refCode.copied')} className="button button--secondary">
          {t('account.refCode.copy')}
        </CopyButton>
      </div>
      <p className="account-card__hint">{t('account.refCode.hint')}</p>
    </TitledPanel>
  );
}
