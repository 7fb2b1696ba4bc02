import { useState } from 'react';
import { initialsOf } from '../../../shared/lib/initials';
import '../../../shared/ui/avatar.css';

/** The Telegram photo, or the initials when there is none (or it fails to load). */
export function Avatar({ url, name, label, size = 72 }: { url: string | null; name: string; label: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const initials = initialsOf(name);
  if (url && !failed) {
    return (
      <img
        className="avatar account-avatar"
        src={url}
        alt={label}
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className="avatar avatar--initials account-avatar account-avatar--initials"
      role="img"
      aria-label={label}
      style={{ inlineSize: size, blockSize: size }}
    >
      {initials || '?'}
    </span>
  );
}
