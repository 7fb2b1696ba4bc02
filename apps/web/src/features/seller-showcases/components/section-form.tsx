import type { SellerShowcaseSettings } from '@storefront/contract/seller';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import type { ApiError } from '../../../shared/lib/api-error';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useSaveSectionMutation } from '../api';
import { useSellerT } from '../messages';
import { AliasHint } from './alias-hint';
import { Check, Field } from '../../../shared/ui/form-field';
import type { SectionSpec, Values } from './sections';
import { useAliasCheck } from './use-alias-check';
import { FormSubmit } from '../../../shared/ui/form-problem';

type Key = Parameters<ReturnType<typeof useSellerT>>[0];

const same = (a: Values, b: Values): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * One settings section: its own form, its own endpoint, server field errors shown under the fields. It tells the
 * page whether it holds unsaved edits (the navigation guard), and takes fresh server values only while it holds none,
 * so saving another section never wipes what is being typed here.
 */
export function SectionForm({
  spec,
  settings,
  readOnly,
  onDirtyChange,
}: {
  spec: SectionSpec;
  settings: SellerShowcaseSettings;
  readOnly: boolean;
  onDirtyChange?: (section: string, dirty: boolean) => void;
}) {
  const t = useSellerT();
  const notify = useNotify();
  const [values, setValues] = useState<Values>(() => spec.values(settings));
  const [saved, setSaved] = useState<Values>(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = !same(values, saved);

  // A new server state (this or another section saved): take it unless this form holds unsaved edits.
  const fresh = spec.values(settings);
  const freshKey = JSON.stringify(fresh);
  const [seen, setSeen] = useState(freshKey);
  if (freshKey !== seen) {
    setSeen(freshKey);
    if (!dirty) {
      setValues(fresh);
      setSaved(fresh);
    }
  }

  useEffect(() => {
    onDirtyChange?.(spec.name, dirty);
  }, [dirty, spec.name, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(spec.name, false), [spec.name, onDirtyChange]);
  const [save, { isLoading }] = useSaveSectionMutation();
  const alias = useAliasCheck(spec.name === 'domain' && values.alias !== settings.alias ? String(values.alias ?? '') : '', settings.id);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ id: settings.id, section: spec.name, body: spec.body(values) }).unwrap();
      setSaved(values);
      setErrors({});
      notify({ message: t('seller.section.saved') });
    } catch (error) {
      const fields = (error as ApiError).fields ?? {};
      if (fields.alias === 'taken') fields.alias = t('seller.alias.taken');
      setErrors({ ...fields, _: errorMessageOf(error) });
    }
  };

  return (
    <form className="card seller-card" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t(spec.title as Key)}>
      <h2 className="seller-card__title">{t(spec.title as Key)}</h2>
      {spec.fields.map((f) =>
        f.kind === 'check' ? (
          <Check key={f.key} label={t(f.label as Key)} checked={values[f.key] === true} onChange={(c) => setValues((p) => ({ ...p, [f.key]: c }))} />
        ) : (
          <Field
            key={f.key}
            label={t(f.label as Key)}
            value={String(values[f.key] ?? '')}
            onChange={(value) => setValues((p) => ({ ...p, [f.key]: value }))}
            multiline={f.kind === 'multiline'}
            type={f.kind === 'number' ? 'text' : 'text'}
            inputMode={f.kind === 'number' ? 'decimal' : undefined}
            dir={f.kind === 'ltr' || f.kind === 'number' ? 'ltr' : undefined}
            maxLength={f.max}
            error={errors[f.key]}
            hint={f.key === 'alias' && spec.name === 'domain' ? <AliasHint check={alias} /> : undefined}
          />
        ),
      )}
      <FormSubmit problem={errors._} busy={isLoading || readOnly}>
        {t('seller.section.save')}
      </FormSubmit>
    </form>
  );
}
