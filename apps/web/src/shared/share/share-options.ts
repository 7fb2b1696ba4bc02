/** What a share dialog opening shares: read by the launcher (any screen) and by the lazy dialog. */
export interface ShareOptions {
  /** A page of the showcase to share (product, landing); the showcase root when absent. */
  path?: string;
  /** The product the page shows: inside Telegram its card (picture, price) goes out through shareMessage. */
  productId?: number;
  contentType?: string;
  shareTargets?: readonly string[];
  /** A custom link, used when non-blank. */
  address?: string;
  title?: string;
  /** Text sent with the link; the showcase's share text by default. */
  comments?: string;
}
