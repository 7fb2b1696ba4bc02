import { useNotify } from '../../../shared/lib/use-notify';
import { useCreateWishlistMutation } from '../../../shared/commerce/commerce-api';
import { useWishlistsT } from '../messages';
import { useWishlistNameField } from './use-wishlist-name-field';

/** Name field and "Создать": a new, empty list appears in the list below. */
export function CreateWishlistForm() {
  const t = useWishlistsT();
  const notify = useNotify();
  const [create, { isLoading }] = useCreateWishlistMutation();
  const field = useWishlistNameField('', async (name, { setValue, setProblem }) => {
    setProblem(null);
    await create({ Name: name }).unwrap();
    setValue('');
    notify({ message: t('wishlists.create.done', { name }) });
  });

  return (
    <form className="card wishlist-create" onSubmit={(e) => void field.onSubmit(e)} noValidate>
      <label htmlFor={field.inputId} className="field__label--quiet wishlist-create__label">
        {t('wishlists.create.label')}
      </label>
      <div className="wishlist-create__row">
        <input {...field.input} placeholder={t('wishlists.create.placeholder')} />
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {t('wishlists.create.submit')}
        </button>
      </div>
      {field.problemLine}
    </form>
  );
}
