import type { SellerShowcaseSettings } from '@storefront/contract/seller';
import { useId, useState } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useUploadLogoMutation } from '../api';
import { useSellerT } from '../messages';
import { logoProblem } from './logo-file';
import { FieldFrame } from '../../../shared/ui/form-field';

export function LogoCard({ settings, readOnly }: { settings: SellerShowcaseSettings; readOnly: boolean }) {
  const t = useSellerT();
  const notify = useNotify();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadLogoMutation();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const local = logoProblem(file);
    if (local) return setProblem(t(local));
    setProblem(null);
    try {
      await upload({ id: settings.id, file }).unwrap();
      notify({ message: t('seller.logo.done') });
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };
  return (
    <section className="card seller-card seller-showcase" aria-label={t('seller.field.logo')}>
      {settings.logoUrl ? (
        <img className="seller-showcase__logo" src={settings.logoUrl} alt={t('seller.field.logo')} />
      ) : (
        <span className="seller-showcase__logo" />
      )}
      <FieldFrame id={inputId} label={t('seller.logo.upload')} hint={t('seller.field.logo.hint')} problem={problem}>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={isLoading || readOnly}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </FieldFrame>
    </section>
  );
}
