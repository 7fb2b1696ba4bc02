import type { ReactNode } from 'react';
import './commerce.css';

export interface ScreenStateProps {
  title: string;
  text?: ReactNode;
  /** A button or link, e.g. "to the catalogue". */
  action?: ReactNode;
  icon?: ReactNode;
  /** 'status' for empty and not-found states announced politely. */
  role?: 'status' | 'alert';
}

/** Empty, no-result and not-found states of the shopping screens. */
export function ScreenState({ title, text, action, icon, role = 'status' }: ScreenStateProps) {
  return (
    <section className="screen-state" role={role}>
      {icon}
      <h2 className="screen-state__title">{title}</h2>
      {text ? <p className="screen-state__text">{text}</p> : null}
      {action}
    </section>
  );
}
