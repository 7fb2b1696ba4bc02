import { LOGIN_EXPIRED_QUERY, NOTICE_ERROR_MS } from '@storefront/contract/constants';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '../../shared/lib/use-notify';
import { BotLoginMessages, useBotLoginT } from './messages';
import { withMessages } from '../../shared/lib/feature-messages';

/**
 * The server sends a browser whose bot login link was spent or stale to `/?login=expired`: say so once in a
 * toast and drop the parameter, so a reload or a shared address does not repeat it.
 */
function ExpiredToast() {
  const t = useBotLoginT();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify({ message: t('botLogin.expired'), type: 'warning', timeout: NOTICE_ERROR_MS });
    const params = new URLSearchParams(search);
    if (params.get(LOGIN_EXPIRED_QUERY.key) !== LOGIN_EXPIRED_QUERY.value) return;
    params.delete(LOGIN_EXPIRED_QUERY.key);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [t, notify, navigate, pathname, search, hash]);
  return null;
}

export const LoginExpiredNotice = withMessages(BotLoginMessages, ExpiredToast);
