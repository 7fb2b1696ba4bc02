import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ClaimForm } from '@storefront/contract/claims';
import { CloseIcon } from '../../../shared/ui/icons';
import { useClaimsT } from '../messages';

type Limits = ClaimForm['photos'];

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Chosen photos with previews; files the server would refuse (type, size, count) are turned away here first. */
export function PhotoPicker({ limits, files, onChange }: { limits: Limits; files: File[]; onChange: (files: File[]) => void }) {
  const t = useClaimsT();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (chosen: File[]) => {
    const badType = chosen.filter((f) => !limits.types.includes(f.type));
    const tooBig = chosen.filter((f) => limits.types.includes(f.type) && f.size > limits.maxBytes);
    const fitting = chosen.filter((f) => !badType.includes(f) && !tooBig.includes(f));
    const room = limits.maxCount - files.length;
    const next: string[] = [];
    if (badType.length) next.push(t('claims.form.photos.badType', { names: badType.map((f) => f.name).join(', ') }));
    if (tooBig.length) next.push(t('claims.form.photos.tooBig', { size: megabytes(limits.maxBytes), names: tooBig.map((f) => f.name).join(', ') }));
    if (fitting.length > room) next.push(t('claims.form.photos.tooMany', { count: limits.maxCount }));
    setProblems(next);
    if (fitting.length && room > 0) onChange([...files, ...fitting.slice(0, room)]);
  };

  return (
    <fieldset className="field claim-field claim-photos-picker">
      <legend className="field__label claim-field__label">{t('claims.form.photos')}</legend>
      <p id={`${inputId}-hint`} className="field__hint">
        {t('claims.form.photos.hint', { count: limits.maxCount, size: megabytes(limits.maxBytes) })}
      </p>
      <ul className="wrap-list claim-photos">
        {files.map((file, i) => (
          <li key={`${file.name}-${i}`} className="claim-photos-picker__item">
            <img src={previews[i]} alt="" width={64} height={64} />
            <button
              type="button"
              className="claim-photos-picker__remove"
              aria-label={t('claims.form.photos.remove', { name: file.name })}
              onClick={() => onChange(files.filter((_, j) => j !== i))}
            >
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={inputRef}
        id={inputId}
        className="visually-hidden claim-photos-picker__input"
        type="file"
        accept={limits.types.join(',')}
        multiple
        aria-describedby={`${inputId}-hint`}
        disabled={files.length >= limits.maxCount}
        onChange={(e) => {
          add(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className={`button button--secondary claim-photos-picker__add${files.length >= limits.maxCount ? ' is-disabled' : ''}`}
      >
        {t('claims.form.photos.add')}
      </label>
      {problems.map((p) => (
        <p key={p} className="field__problem" role="alert">
          {p}
        </p>
      ))}
    </fieldset>
  );
}
