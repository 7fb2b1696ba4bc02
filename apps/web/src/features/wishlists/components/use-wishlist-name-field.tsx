import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useWishlistsT } from '../messages';
import { checkWishlistName, WISHLIST_NAME_MAX } from './wishlist-name';

/**
 * The name field of the wishlist forms (create, rename): its input's props, its problem line, and a submit that checks
 * the name and hands a valid one to `save` (a failed save shows the server's message under the field).
 */
export function useWishlistNameField(
  initial: string,
  save: (name: string, field: { setValue: (value: string) => void; setProblem: (problem: string | null) => void }) => Promise<void>,
) {
  const t = useWishlistsT();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWishlistName(value);
    if (checked.problem) {
      setProblem(t(checked.problem, { max: WISHLIST_NAME_MAX }));
      return;
    }
    try {
      await save(checked.name, { setValue, setProblem });
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  const input = {
    id: inputId,
    className: 'control wishlist-field',
    value,
    maxLength: WISHLIST_NAME_MAX,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? errorId : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setValue(e.target.value);
      if (problem) setProblem(null);
    },
  };
  const problemLine = problem ? (
    <p id={errorId} className="wishlist-field__error" role="alert">
      {problem}
    </p>
  ) : null;
  return { inputId, input, problemLine, onSubmit };
}
