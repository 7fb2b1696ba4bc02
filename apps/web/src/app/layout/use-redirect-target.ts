import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useStartupConfig } from '../../shared/lib/startup';

/** The layout follows a non-empty redirect target from the startup context, once. */
export function useRedirectTarget(): void {
  const target = useStartupConfig()?.redirectTarget ?? '';
  const navigate = useNavigate();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (target.trim() === '' || done.current === target) return;
    done.current = target;
    if (/^https?:\/\//i.test(target)) window.location.replace(target);
    else void navigate(target, { replace: true });
  }, [target, navigate]);
}
