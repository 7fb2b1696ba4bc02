import { useId, useState, type FormEvent } from 'react';
import { useNotify } from '../../shared/lib/use-notify';
import { useAddToWishlistMutation, useCreateWishlistMutation, useWishlistsQuery } from '../../shared/commerce/commerce-api';
import { useT } from '../../shared/lib/i18n';
import { errorMessageOf } from '../../shared/ui/error-fallback';
import { Loader } from '../../shared/ui/loader';
import { Modal } from '../../shared/ui/modal';
import { useProductT } from './product-messages';

interface WishlistDialogProps {
  open: boolean;
  onClose: () => void;
  productId: number;
}

/** Adds the product to one of the shopper's wishlists, or to a new one created here. */
export function WishlistDialog({ open, onClose, productId }: WishlistDialogProps) {
  const t = useProductT();
  return (
    <Modal open={open} onClose={onClose} title={t('product.wishlist.title')}>
      {open ? <WishlistChoice productId={productId} onDone={onClose} /> : null}
    </Modal>
  );
}

function WishlistChoice({ productId, onDone }: { productId: number; onDone: () => void }) {
  const t = useProductT();
  const tc = useT();
  const notify = useNotify();
  const inputId = useId();
  const lists = useWishlistsQuery();
  const [add, addState] = useAddToWishlistMutation();
  const [create, createState] = useCreateWishlistMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = addState.isLoading || createState.isLoading;

  /** Runs the call; on success says `done` and closes, on failure shows the server's words in the dialog. */
  const save = async (call: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await call();
      notify({ message: done });
      onDone();
    } catch (e) {
      setError(errorMessageOf(e));
    }
  };

  const addTo = (id: number, listName: string) =>
    save(() => add({ WishlistId: id, ProductId: productId }).unwrap(), t('product.wishlist.added', { name: listName }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return;
    await save(() => create({ Name: trimmed, ProductId: productId }).unwrap(), t('product.wishlist.created', { name: trimmed }));
  };

  return (
    <div className="wishlist-choice">
      {lists.isLoading ? <Loader variant="small-blue" /> : null}
      {lists.error ? (
        <p role="alert" className="wishlist-choice__error">
          {errorMessageOf(lists.error)}
        </p>
      ) : null}
      {lists.data?.wishlists.length === 0 ? <p className="muted">{t('product.wishlist.empty')}</p> : null}
      {lists.data?.wishlists.length ? (
        <ul className="stack-list stack-list--small" aria-label={t('product.wishlist.lists')}>
          {lists.data.wishlists.map((list) => (
            <li key={list.id}>
              <button type="button" className="wishlist-choice__list" disabled={busy} onClick={() => void addTo(list.id, list.name)}>
                <span>{list.name}</span>
                <span className="muted">{tc('count.items', { count: list.itemsCount })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="wishlist-choice__new" onSubmit={(e) => void submit(e)}>
        <label htmlFor={inputId}>{t('product.wishlist.new')}</label>
        <input
          id={inputId}
          className="control"
          value={name}
          maxLength={80}
          placeholder={t('product.wishlist.newPlaceholder')}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy || name.trim() === ''}>
          {t('product.wishlist.create')}
        </button>
      </form>
      {error ? (
        <p role="alert" className="wishlist-choice__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
