import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './prose.css';

export interface ServerHtmlProps {
  /** HTML the server has already sanitised (static page bodies, landing text blocks). Nothing else. */
  html: string;
  className?: string;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The one place that renders HTML: only server-sanitised fields come here. Same-origin links
 * navigate inside the app (no full reload inside the messenger); others open as usual.
 */
export function ServerHtml({ html, className }: ServerHtmlProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !isPlainLeftClick(event) || anchor.target) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return (
    // The click handler only routes the links the content has; Enter on a link fires the same click.
    <div dir="auto" className={`prose${className ? ` ${className}` : ''}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
