import type { ReactNode } from 'react';
import { paths } from '../lib/paths';
import { ScreenState } from './screen-state';

/** An empty screen (cart, orders, favourites, checkout) that sends the shopper on to the catalogue. */
export function CatalogEmptyState({ icon, title, text, linkLabel }: { icon: ReactNode; title: string; text: string; linkLabel: string }) {
  return <ScreenState icon={icon} title={title} text={text} link={{ to: paths.catalog, label: linkLabel }} />;
}

/** A product or category that does not exist: said as an alert, with the way back to the catalogue. */
export function CatalogNotFoundState({ title, text, backLabel }: { title: string; text: string; backLabel: string }) {
  return <ScreenState role="alert" title={title} text={text} link={{ to: paths.catalog, label: backLabel }} />;
}
