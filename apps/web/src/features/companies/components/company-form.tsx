import type { Company } from '@storefront/contract/companies';
import { COMPANY_FORM_FIELDS, COMPANY_FORMS, type CompanyField, type CompanyForm as Form } from '@storefront/contract/company-rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import type { ApiError } from '../../../shared/lib/api-error';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { Field } from '../../../shared/ui/form-field';
import { useSaveCompanyMutation } from '../api';
import { useCompaniesT } from '../messages';
import { bodyOf, draftOf, draftProblems, visibleFields, type CompanyDraft } from './company-draft';
import { FormProblem } from '../../../shared/ui/form-problem';

type Errors = Partial<Record<CompanyField, string>>;

const NUMERIC: ReadonlySet<CompanyField> = new Set(['inn', 'ogrn', 'bik', 'account']);

/** Create or edit a company; the legal form switches which identifiers are asked for. */
export function CompanyForm({ company, onDone }: { company: Company | null; onDone: () => void }) {
  const t = useCompaniesT();
  const notify = useNotify();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<CompanyDraft>(() => draftOf(company));
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [focusError, setFocusError] = useState(0);
  const [summary, setSummary] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveCompanyMutation();

  const localErrors = (next: CompanyDraft): Errors =>
    Object.fromEntries(Object.entries(draftProblems(next)).map(([f, id]) => [f, t(id as 'companies.problem.required')]));

  useEffect(() => {
    if (focusError > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const update = (patch: Partial<CompanyDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (checked) setErrors(localErrors(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setSummary(null);
    const problems = localErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return setFocusError((n) => n + 1);
    try {
      await save(bodyOf(draft, company?.id)).unwrap();
      notify({ message: t(company ? 'companies.saved' : 'companies.created') });
      onDone();
    } catch (error) {
      const fields = (error as ApiError).fields;
      if (fields) {
        setErrors(fields);
        setFocusError((n) => n + 1);
      }
      setSummary(fields ? t('companies.fix') : errorMessageOf(error));
    }
  };

  const rules = COMPANY_FORM_FIELDS[draft.form];
  const shown = new Set(visibleFields(draft.form));
  const field = (name: CompanyField, label: string, hint?: string) => (
    <Field
      label={label}
      value={draft[name]}
      onChange={(value) => update({ [name]: value })}
      error={errors[name]}
      hint={hint}
      dir={name === 'name' || name === 'address' ? 'auto' : 'ltr'}
      inputMode={NUMERIC.has(name) ? 'decimal' : 'text'}
      multiline={name === 'address'}
      maxLength={name === 'address' ? 500 : name === 'name' ? 200 : 40}
    />
  );

  return (
    <form ref={formRef} className="card seller-card company-form" aria-labelledby={titleId} noValidate onSubmit={(e) => void onSubmit(e)}>
      <h2 id={titleId} className="seller-card__title">
        {t(company ? 'companies.form.edit' : 'companies.form.new')}
      </h2>
      <fieldset className="company-kinds">
        <legend className="seller-field__label">{t('companies.form.kind')}</legend>
        {COMPANY_FORMS.map((kind: Form) => (
          <label key={kind} className="company-kinds__option">
            <input type="radio" name={`${titleId}-kind`} value={kind} checked={draft.form === kind} onChange={() => update({ form: kind })} />
            <span>{t(`companies.kind.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      {field('name', t('companies.field.name'), t(`companies.field.name.hint.${draft.form}`))}
      {field('inn', t('companies.field.inn'), t(`companies.field.inn.hint.${rules.innLength}`))}
      {shown.has('kpp') ? field('kpp', t('companies.field.kpp')) : null}
      {shown.has('ogrn') ? field('ogrn', t(rules.ogrnLength === 15 ? 'companies.field.ogrnip' : 'companies.field.ogrn')) : null}
      <fieldset className="company-bank">
        <legend className="seller-field__label">{t('companies.field.bank')}</legend>
        <p className="seller-field__hint">{t('companies.field.bank.hint')}</p>
        {field('bik', t('companies.field.bik'))}
        {field('account', t('companies.field.account'))}
      </fieldset>
      {field('address', t('companies.field.address'))}
      <FormProblem problem={summary} />
      <div className="seller__row">
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {t(isLoading ? 'companies.saving' : 'companies.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('companies.cancel')}
        </button>
      </div>
    </form>
  );
}
