import { skipToken } from '@reduxjs/toolkit/query';
import { createContext, use, type ReactNode } from 'react';
import { commerceApi } from './commerce-api';

/** True under a CartHost: the host holds the cart's subscription for everything inside it. */
const CartHostContext = createContext(false);

/**
 * Holds one subscription to the cart for every add-to-cart button inside it (a grid of cards). A button outside a host
 * subscribes by itself. Two dozen cards each subscribing made two dozen dispatches once the grid had rendered, each
 * waking every card's store hooks: one long task after the first render (100–160 ms at 4× CPU on a catalogue page
 * of 24 cards, Lighthouse TBT). `skip`: nothing inside needs the cart (a landing showcase's cards link to its store).
 */
export function CartHost({ skip = false, children }: { skip?: boolean; children: ReactNode }) {
  commerceApi.endpoints.cart.useQuerySubscription(skip ? skipToken : undefined);
  return <CartHostContext value={true}>{children}</CartHostContext>;
}

/** The quantity of a product in the cart (0 when absent), re-rendering only when it changes. */
export function useCartQuantity(productId: number): { quantity: number; fetchedAt: number | undefined } {
  const hosted = use(CartHostContext);
  commerceApi.endpoints.cart.useQuerySubscription(hosted ? skipToken : undefined);
  return commerceApi.endpoints.cart.useQueryState(undefined, {
    selectFromResult: ({ data, fulfilledTimeStamp }) => ({
      quantity: data?.cart.goodsInfo.find((line) => line.ProductId === productId)?.Quantity ?? 0,
      fetchedAt: fulfilledTimeStamp,
    }),
  });
}
