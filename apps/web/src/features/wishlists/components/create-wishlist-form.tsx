import { useId, useState, type FormEvent } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import { useCreateWishlistMutation } from '../../../shared/commerce/commerce-api';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useWishlistsT } from '../messages';
import { checkWishlistName, WISHLIST_NAME_MAX } from './wishlist-name';

/** Name field and "Создать": a new, empty list appears in the list below. */
export function CreateWishlistForm() {
  const t = useWishlistsT();
  const notify = useNotify();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateWishlistMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWishlistName(value);
    if (checked.problem) {
      setProblem(t(checked.problem, { max: WISHLIST_NAME_MAX }));
      return;
    }
    setProblem(null);
    try {
      await create({ Name: checked.name }).unwrap();
      setValue('');
      notify({ message: t('wishlists.create.done', { name: checked.name }) });
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <form className="card wishlist-create" onSubmit={(e) => void onSubmit(e)} noValidate>
      <label htmlFor={inputId} className="field__label--quiet wishlist-create__label">
        {t('wishlists.create.label')}
      </label>
      <div className="wishlist-create__row">
        <input
          id={inputId}
          className="control wishlist-field"
          value={value}
          maxLength={WISHLIST_NAME_MAX}
          placeholder={t('wishlists.create.placeholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            if (problem) setProblem(null);
          }}
        />
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {t('wishlists.create.submit')}
        </button>
      </div>
      {problem ? (
        <p id={errorId} className="wishlist-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
