import { useState } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../../../shared/lib/i18n';
import { ChevronIcon } from '../../../shared/ui/icons';
import type { NavEntry, NavLabel } from '../../router/nav';

function useLabel(): (label: NavLabel) => string {
  const t = useT();
  return (label) => ('id' in label ? t(label.id) : label.text);
}

/** A group that is also a page lists itself first. */
function groupItems(entry: NavEntry): NavEntry[] {
  return entry.path ? [{ ...entry, key: `${entry.key}#self`, children: [] }, ...entry.children] : entry.children;
}

function NavGroup({ entry, onNavigate }: { entry: NavEntry; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const label = useLabel();
  return (
    <li className="nav-list__group">
      <button type="button" className="flat-button nav-list__link" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
        <span>{label(entry.label)}</span>
        <ChevronIcon size={18} className="nav-list__chevron" />
      </button>
      {expanded ? <NavList entries={groupItems(entry)} onNavigate={onNavigate} nested /> : null}
    </li>
  );
}

/** Menu entries; an entry with children is a group that expands and collapses. */
export function NavList({ entries, onNavigate, nested = false }: { entries: NavEntry[]; onNavigate: () => void; nested?: boolean }) {
  const label = useLabel();
  return (
    <ul className={`nav-list${nested ? ' nav-list--nested' : ''}`}>
      {entries.map((entry) =>
        entry.children.length > 0 ? (
          <NavGroup key={entry.key} entry={entry} onNavigate={onNavigate} />
        ) : entry.path ? (
          <li key={entry.key}>
            <NavLink to={entry.path} end className="flat-button nav-list__link" onClick={onNavigate}>
              {label(entry.label)}
            </NavLink>
          </li>
        ) : null,
      )}
    </ul>
  );
}
