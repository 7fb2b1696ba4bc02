import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './commerce.css';

export interface ScreenStateProps {
  title: string;
  text?: ReactNode;
  /** A button or link, e.g. "to the catalogue". */
  action?: ReactNode;
  /** A link as the state's button (primary unless `secondary`), when the action is just a way elsewhere. */
  link?: { to: string; label: string; secondary?: boolean };
  icon?: ReactNode;
  /** 'status' for empty and not-found states announced politely. */
  role?: 'status' | 'alert';
}

/** Empty, no-result and not-found states of the shopping screens. */
export function ScreenState({ title, text, action, link, icon, role = 'status' }: ScreenStateProps) {
  return (
    <section className="screen-state" role={role}>
      {icon}
      <h2 className="screen-state__title">{title}</h2>
      {text ? <p className="screen-state__text">{text}</p> : null}
      {link ? (
        <Link className={link.secondary ? 'button button--secondary' : 'button button--primary'} to={link.to}>
          {link.label}
        </Link>
      ) : null}
      {action}
    </section>
  );
}
