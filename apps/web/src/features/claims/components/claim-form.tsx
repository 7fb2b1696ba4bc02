import type { ClaimForm, ClaimReason } from '@storefront/contract/claims';
import { LinePicker, chosenLines, wholeOrder, type Chosen } from './line-picker';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useNotify } from '../../../shared/lib/use-notify';
import type { ApiError } from '../../../shared/lib/api-error';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useCreateClaimMutation } from '../api';
import { useClaimsT } from '../messages';
import { PhotoPicker } from './photo-picker';
import { FormProblem } from '../../../shared/ui/form-problem';
import { TextAreaField } from '../../../shared/ui/text-area-field';

/** Reason, description and photos; sent as multipart to POST /api/account/claims. */
export function ClaimFormView({ form }: { form: ClaimForm }) {
  const t = useClaimsT();
  const notify = useNotify();
  const navigate = useNavigate();
  const id = useId();
  const [reason, setReason] = useState<ClaimReason | ''>('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  // The whole order by default: every line with all its claimable units.
  const [chosen, setChosen] = useState<Chosen>(() => wholeOrder(form.lines));
  const [problems, setProblems] = useState<{ lines?: string; reason?: string; description?: string; other?: string }>({});
  const [create, { isLoading }] = useCreateClaimMutation();
  const limits = form.description;
  const descriptionProblem = t('claims.form.error.description', { min: limits.min, max: limits.max });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = description.trim();
    const lines = chosenLines(chosen);
    const found = {
      ...(lines.length === 0 ? { lines: t('claims.form.error.lines') } : {}),
      ...(reason === '' ? { reason: t('claims.form.error.reason') } : {}),
      ...(text.length < limits.min || text.length > limits.max ? { description: descriptionProblem } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length) return;
    const body = new FormData();
    body.append('lines', JSON.stringify(lines));
    body.append('reason', reason);
    body.append('description', text);
    files.forEach((file) => body.append('photos', file, file.name));
    try {
      await create(body).unwrap();
      notify({ message: t('claims.form.sent') });
      await navigate(paths.claims);
    } catch (error) {
      const fields = (error as ApiError).fields ?? {};
      setProblems({
        ...(fields.reason ? { reason: t('claims.form.error.reason') } : {}),
        ...(fields.description ? { description: descriptionProblem } : {}),
        ...(fields.lines ? { lines: fields.lines } : {}),
        other: fields.photos ?? fields.orderItemId ?? (fields.lines ? undefined : errorMessageOf(error)),
      });
    }
  };

  return (
    <form className="titled-panel claim-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('claims.new.title')}>
      <LinePicker lines={form.lines} chosen={chosen} onChange={setChosen} problem={problems.lines} />
      <div className="field claim-field">
        <label htmlFor={`${id}-reason`} className="field__label claim-field__label">
          {t('claims.form.reason')}
        </label>
        <select
          id={`${id}-reason`}
          className="control claim-field__control"
          value={reason}
          aria-invalid={problems.reason ? true : undefined}
          aria-describedby={problems.reason ? `${id}-reason-problem` : undefined}
          onChange={(e) => setReason(e.target.value as ClaimReason)}
        >
          <option value="" disabled>
            {t('claims.form.reason.placeholder')}
          </option>
          {form.reasons.map((r) => (
            <option key={r} value={r}>
              {t(`claims.reason.${r}` as const)}
            </option>
          ))}
        </select>
        <FormProblem id={`${id}-reason-problem`} problem={problems.reason} />
      </div>
      <div className="field claim-field">
        <TextAreaField
          id={`${id}-description`}
          label={t('claims.form.description')}
          labelClassName="claim-field__label"
          className="claim-field__control claim-field__textarea"
          rows={5}
          maxLength={limits.max}
          value={description}
          placeholder={t('claims.form.description.placeholder')}
          aria-invalid={problems.description ? true : undefined}
          aria-describedby={`${id}-description-count${problems.description ? ` ${id}-description-problem` : ''}`}
          onChange={(e) => setDescription(e.target.value)}
        />
        <p id={`${id}-description-count`} className="field__hint claim-field__count">
          {t('claims.form.description.count', { count: description.trim().length, max: limits.max })}
        </p>
        <FormProblem id={`${id}-description-problem`} problem={problems.description} />
      </div>
      <PhotoPicker limits={form.photos} files={files} onChange={setFiles} />
      <FormProblem problem={problems.other} />
      <button type="submit" className="button button--primary claim-form__submit" disabled={isLoading}>
        {isLoading ? t('claims.form.sending') : t('claims.form.submit')}
      </button>
    </form>
  );
}
