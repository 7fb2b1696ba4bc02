/** Spec §5: the favourites link is blocked at 0 favourites; the cart link when the cart has no goods. */
export function headerLinkState(counts: { favouritesCnt?: number; cartCnt?: number } | undefined): {
  favourites: number;
  cart: number;
  favouritesBlocked: boolean;
  cartBlocked: boolean;
} {
  const favourites = Math.max(0, counts?.favouritesCnt ?? 0);
  const cart = Math.max(0, counts?.cartCnt ?? 0);
  return { favourites, cart, favouritesBlocked: favourites === 0, cartBlocked: cart === 0 };
}
