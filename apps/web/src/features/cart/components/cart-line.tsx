import type { CartLine as CartLineData } from '@storefront/contract/cart';
import { useState } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { generatePath, Link } from 'react-router';
import { useNotify } from '../../../shared/lib/use-notify';
import { paths } from '../../../shared/lib/paths';
import { useDeleteFromCartMutation, useUpdateCartQuantityMutation } from '../../../shared/commerce/commerce-api';
import { formatPrice, Price } from '../../../shared/commerce/price';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useRequestNotice } from '../../../shared/ui/use-request-notice';
import { CloseIcon } from '../../../shared/ui/icons';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { useCartT } from '../messages';
import { QuantityStepper } from './quantity-stepper';

interface CartLineProps {
  line: CartLineData;
  /** When the cart was last fetched: a requested quantity shows until the next fetch. */
  fetchedAt: number | undefined;
}

function StockNote({ quantity, stock }: { quantity: number; stock: number }) {
  const t = useCartT();
  if (stock <= 0) return <p className="cart-line__stock cart-line__stock--danger">{t('cart.line.soldOut')}</p>;
  if (quantity > stock) return <p className="cart-line__stock cart-line__stock--danger">{t('cart.line.tooMany', { count: stock })}</p>;
  if (quantity === stock) return <p className="cart-line__stock">{t('cart.line.onlyLeft', { count: stock })}</p>;
  return null;
}

/** One cart line: picture, name, price, stepper bounded by the stock, line sum, delete through the confirm dialog. */
export function CartLine({ line, fetchedAt }: CartLineProps) {
  const t = useCartT();
  const { locale } = useIntl();
  const notify = useNotify();
  const request = useRequestNotice();
  const [update, updateState] = useUpdateCartQuantityMutation();
  const [remove, removeState] = useDeleteFromCartMutation();
  const [confirming, setConfirming] = useState(false);
  const [requested, setRequested] = useState<{ quantity: number; since: number | undefined } | null>(null);
  const quantity = requested && requested.since === fetchedAt ? requested.quantity : line.Quantity;
  const busy = updateState.isLoading || removeState.isLoading;
  const productPath = generatePath(paths.product, { id: String(line.ProductId) });

  const changeQuantity = async (next: number) => {
    setRequested({ quantity: next, since: fetchedAt });
    try {
      await update({ ProductId: line.ProductId, Quantity: next }).unwrap();
    } catch (error) {
      setRequested(null);
      notify({ message: errorMessageOf(error), type: 'danger' });
    }
  };

  const deleteLine = async () => {
    setConfirming(false);
    await request(remove({ ProductId: line.ProductId }).unwrap(), t('cart.line.deleted', { name: line.name }));
  };

  return (
    <li className="cart-line" aria-busy={busy || undefined}>
      <Link to={productPath} className="cart-line__picture" tabIndex={-1} aria-hidden="true">
        {line.picture ? <LazyImage src={line.picture} alt="" width={88} height={88} /> : null}
      </Link>
      <div className="cart-line__info">
        <h3 className="cart-line__name" dir="auto">
          <Link className="line-clamp" to={productPath}>
            {line.name}
          </Link>
        </h3>
        <p className="cart-line__article">{t('cart.line.article', { article: line.article })}</p>
        <Price price={line.price} oldPrice={line.oldPrice} size="sm" />
        <StockNote quantity={quantity} stock={line.stock} />
      </div>
      <button
        type="button"
        className="icon-button cart-line__delete"
        aria-label={t('cart.line.delete', { name: line.name })}
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        <CloseIcon size={20} />
      </button>
      <div className="cart-line__footer">
        <QuantityStepper
          name={line.name}
          quantity={quantity}
          stock={line.stock}
          busy={busy}
          onChange={(next) => void changeQuantity(next)}
          onRemoveRequest={() => setConfirming(true)}
        />
        <p className="cart-line__sum">
          <span className="visually-hidden">{t('cart.line.sum')} </span>
          {formatPrice(line.lineTotal, locale)}
        </p>
      </div>
      <ConfirmDialog open={confirming} title={t('cart.line.delete.confirm')} onAccept={() => void deleteLine()} onCancel={() => setConfirming(false)}>
        <p className="cart-line__confirm-name">{line.name}</p>
      </ConfirmDialog>
    </li>
  );
}
