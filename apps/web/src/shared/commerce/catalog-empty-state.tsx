import type { ComponentType } from 'react';
import { paths } from '../lib/paths';
import { ScreenState } from './screen-state';

interface CatalogEmptyStateProps {
  /** The screen's icon, drawn at the states' size in the hint colour unless `iconClassName` gives it another. */
  icon: ComponentType<{ size?: number; className?: string }>;
  iconClassName?: string;
  title: string;
  text: string;
  linkLabel: string;
}

/** An empty screen (cart, orders, favourites, checkout) that sends the shopper on to the catalogue. */
export function CatalogEmptyState({ icon: Icon, iconClassName, title, text, linkLabel }: CatalogEmptyStateProps) {
  return (
    <ScreenState
      icon={<Icon size={48} className={iconClassName ?? 'screen-state__icon'} />}
      title={title}
      text={text}
      link={{ to: paths.catalog, label: linkLabel }}
    />
  );
}

/** A product or category that does not exist: said as an alert, with the way back to the catalogue. */
export function CatalogNotFoundState({ title, text, backLabel }: { title: string; text: string; backLabel: string }) {
  return <ScreenState role="alert" title={title} text={text} link={{ to: paths.catalog, label: backLabel }} />;
}
