import type { ReactNode } from 'react';
import './page-heading.css';

interface PageHeadingProps {
  /** The id the screen's `aria-labelledby` points at. */
  id: string;
  title: string;
  /** A line under the title: how many there are, how many are unread. */
  note: ReactNode;
  /** Announce the note when it changes (a count the screen's own actions move). */
  noteIsStatus?: boolean;
  /** The screen's action beside the title (clear, mark all as read). */
  action?: ReactNode;
}

/** A list screen's heading row: its title (h1) with a note under it, and its action at the side. */
export function PageHeading({ id, title, note, noteIsStatus = false, action }: PageHeadingProps) {
  return (
    <header className="page-heading">
      <div>
        <h1 id={id} className="page-heading__title">
          {title}
        </h1>
        <p className="page-heading__note" role={noteIsStatus ? 'status' : undefined}>
          {note}
        </p>
      </div>
      {action}
    </header>
  );
}
