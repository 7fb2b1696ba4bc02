import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { settingsPath } from './settings-path';
import { useNotify } from '../../shared/lib/use-notify';
import type { ApiError } from '../../shared/lib/api-error';
import { errorMessageOf } from '../../shared/ui/error-fallback';
import { useCreateShowcaseMutation, useShowcaseTemplatesQuery, useUploadLogoMutation } from './api';
import { AliasHint } from './components/alias-hint';
import { Field, FieldFrame } from '../../shared/ui/form-field';
import { logoProblem } from './components/logo-file';
import { useAliasCheck } from './components/use-alias-check';
import { SellerShowcasesMessages, useSellerT } from './messages';
import '../../shared/ui/seller-admin.css';
import { FormSubmit } from '../../shared/ui/form-problem';
import { withMessages } from '../../shared/lib/feature-messages';
import { SellerPage } from '../../shared/ui/seller-page';

function NewShowcaseForm() {
  const t = useSellerT();
  const notify = useNotify();
  const navigate = useNavigate();
  const templateId = useId();
  const logoId = useId();
  const { data: templates } = useShowcaseTemplatesQuery();
  const [create, { isLoading }] = useCreateShowcaseMutation();
  const [uploadLogo] = useUploadLogoMutation();
  const [v, setV] = useState({ name: '', alias: '', description: '', slogan: '', botUsername: '', template: '' });
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const alias = useAliasCheck(v.alias);
  const set = (key: keyof typeof v) => (value: string) => setV((prev) => ({ ...prev, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (v.name.trim() === '') problems.name = t('seller.field.name');
    if (alias.result && !alias.result.available) problems.alias = t(`seller.alias.${alias.result.problem ?? 'format'}`);
    if (logo && logoProblem(logo)) problems.logo = t(logoProblem(logo)!);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      const { id } = await create({
        name: v.name,
        alias: v.alias.trim().toLowerCase(),
        description: v.description,
        slogan: v.slogan,
        botUsername: v.botUsername,
        ...(v.template ? { templateId: Number(v.template) } : {}),
      }).unwrap();
      if (logo)
        await uploadLogo({ id, file: logo })
          .unwrap()
          .catch((e: unknown) => notify({ message: errorMessageOf(e), type: 'danger' }));
      notify({ message: t('seller.new.done', { name: v.name }) });
      void navigate(settingsPath(id));
    } catch (error) {
      const fields = (error as ApiError).fields ?? {};
      const alias = fields.alias === 'taken' ? t('seller.alias.taken') : fields.alias;
      setErrors({ ...fields, ...(alias ? { alias } : {}), _: errorMessageOf(error) });
    }
  };

  return (
    <form className="card seller-card" onSubmit={(e) => void onSubmit(e)} noValidate>
      <Field label={t('seller.field.name')} value={v.name} onChange={set('name')} maxLength={100} error={errors.name} />
      <Field
        label={t('seller.field.alias')}
        value={v.alias}
        onChange={set('alias')}
        maxLength={32}
        dir="ltr"
        error={errors.alias}
        hint={<AliasHint check={alias} />}
      />
      <Field label={t('seller.field.description')} value={v.description} onChange={set('description')} multiline maxLength={1000} />
      <Field label={t('seller.field.slogan')} value={v.slogan} onChange={set('slogan')} maxLength={200} />
      <Field
        label={t('seller.field.botUsername')}
        value={v.botUsername}
        onChange={set('botUsername')}
        maxLength={32}
        dir="ltr"
        error={errors.botUsername}
      />
      <FieldFrame id={logoId} label={t('seller.field.logo')} hint={t('seller.field.logo.hint')} problem={errors.logo}>
        <input id={logoId} type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => setLogo(e.target.files?.[0] ?? null)} />
      </FieldFrame>
      <FieldFrame id={templateId} label={t('seller.new.template')} hint={t('seller.new.template.hint')}>
        <select id={templateId} className="control seller-field__input" value={v.template} onChange={(e) => set('template')(e.target.value)}>
          <option value="">{t('seller.new.template.none')}</option>
          {templates?.templates.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FormSubmit problem={errors._} busy={isLoading}>
        {t('seller.new.submit')}
      </FormSubmit>
    </form>
  );
}

/** /account/profile/showcases/new (spec §7 /account/showcases/add/). */
export const ShowcaseNewPage = withMessages(SellerShowcasesMessages, NewShowcaseView);

function NewShowcaseView() {
  const t = useSellerT();
  return (
    <SellerPage titleId="seller-new-title" title={t('seller.new.title')} back={{ to: paths.showcases, label: t('seller.back.list') }}>
      <NewShowcaseForm />
    </SellerPage>
  );
}
