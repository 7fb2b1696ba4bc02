import type { Profile } from '@storefront/contract/account';
import { LOCALES, type Locale } from '@storefront/contract/constants';
import { useId, useState, type FormEvent } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import type { ApiError } from '../../../shared/lib/api-error';
import { platform } from '../../../shared/lib/platform';
import { writeLocale } from '../../../shared/lib/storage';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useUpdateClientMutation } from '../api';
import { useAccountT } from '../messages';
import { FormField } from './form-field';

type FieldName = 'name' | 'phone' | 'email' | 'city' | 'locale';
type Values = Record<FieldName, string>;
type Problems = Partial<Record<FieldName, string>>;

const FIELDS: readonly FieldName[] = ['name', 'phone', 'email', 'city', 'locale'];
const valuesOf = (p: Profile): Values => ({ name: p.name, phone: p.phone, email: p.email, city: p.city, locale: p.locale });
const isFieldName = (key: string): key is FieldName => (FIELDS as readonly string[]).includes(key);

/** Name, phone, e-mail, city and language; only changed fields are sent ("update client"). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useAccountT();
  const notify = useNotify();
  const formId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useUpdateClientMutation();

  const problemText = (field: FieldName) => t(`account.form.error.${field}` as const);
  const set = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems(({ [field]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = valuesOf(profile);
    const changed = Object.fromEntries(FIELDS.filter((f) => values[f].trim() !== saved[f]).map((f) => [f, values[f].trim()]));
    const name = values.name.trim();
    if (name.length < 2 || name.length > 100) {
      setProblems({ name: problemText('name') });
      return;
    }
    if (Object.keys(changed).length === 0) {
      notify({ message: t('account.form.unchanged'), type: 'warning' });
      return;
    }
    setFailure(null);
    try {
      const next = await save(changed).unwrap();
      setValues(valuesOf(next));
      notify({ message: t('account.form.saved') });
      if (next.locale !== saved.locale) {
        writeLocale(next.locale);
        platform.reload();
      }
    } catch (error) {
      const fields = Object.keys((error as ApiError).fields ?? {}).filter(isFieldName);
      if (fields.length) setProblems(Object.fromEntries(fields.map((f) => [f, problemText(f)])));
      else setFailure(errorMessageOf(error));
    }
  };

  const field = (
    name: Exclude<FieldName, 'locale'>,
    type: string,
    extra: { hint?: string; optional?: boolean; autoComplete: string; inputMode?: 'tel' | 'email'; ltr?: boolean },
  ) => (
    <FormField
      id={`${formId}-${name}`}
      label={t(`account.form.${name}` as const)}
      problem={problems[name]}
      hint={extra.hint}
      optional={extra.optional ? t('account.form.optional') : undefined}
    >
      {(props) => (
        <input
          {...props}
          type={type}
          value={values[name]}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          dir={extra.ltr ? 'ltr' : undefined}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form className="titled-panel account-form" aria-labelledby={`${formId}-title`} onSubmit={(e) => void onSubmit(e)} noValidate>
      <h2 id={`${formId}-title`} className="titled-panel__title">
        {t('account.form.title')}
      </h2>
      {field('name', 'text', { autoComplete: 'name' })}
      {field('phone', 'tel', { autoComplete: 'tel', inputMode: 'tel', ltr: true, hint: t('account.form.phone.hint'), optional: true })}
      {field('email', 'email', { autoComplete: 'email', inputMode: 'email', ltr: true, optional: true })}
      {field('city', 'text', { autoComplete: 'address-level2', optional: true })}
      <FormField id={`${formId}-locale`} label={t('account.form.locale')} problem={problems.locale}>
        {(props) => (
          <select {...props} value={values.locale} onChange={(e) => set('locale', e.target.value)}>
            {LOCALES.map((l: Locale) => (
              <option key={l} value={l} lang={l}>
                {t(`account.locale.${l}` as const)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {failure ? (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary account-form__submit" disabled={isLoading}>
        {isLoading ? t('account.form.saving') : t('account.form.save')}
      </button>
    </form>
  );
}
