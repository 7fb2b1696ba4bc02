import type { ReactNode } from 'react';
import { BackLink } from './back-link';

/** A screen in the seller look (shared/ui/seller-admin.css): the way back, the title as its heading, then the screen. */
export function SellerPage({
  titleId,
  title,
  back,
  className,
  busy,
  children,
}: {
  titleId: string;
  title: ReactNode;
  back: { to: string; label: string };
  className?: string;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={className ? `seller ${className}` : 'seller'} aria-labelledby={titleId} aria-busy={busy}>
      <BackLink to={back.to}>{back.label}</BackLink>
      <h1 id={titleId} className="seller__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
