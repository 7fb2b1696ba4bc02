import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { useShowcase } from '../lib/startup';
import { ScreenState } from './screen-state';

/**
 * A screen that needs an account, for an anonymous visitor: why, and the ways to log in (the showcase's bot, and the
 * demo logins unless the store runs without them). The words are the feature's.
 */
export function LoginState({
  icon,
  title,
  text,
  actionsClassName,
  botLabel,
  testLabel,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  actionsClassName: string;
  botLabel: (bot: string) => string;
  testLabel: string;
}) {
  const showcase = useShowcase();
  const bot = showcase?.telegramBot ?? '';
  return (
    <ScreenState
      icon={icon}
      title={title}
      text={text}
      action={
        <div className={`button-column ${actionsClassName}`}>
          {bot ? (
            <a className="button button--primary" href={`https://t.me/${bot}`} target="_blank" rel="noreferrer">
              {botLabel(bot)}
            </a>
          ) : null}
          {showcase?.demo !== false ? (
            <Link className="button button--secondary" to={paths.test}>
              {testLabel}
            </Link>
          ) : null}
        </div>
      }
    />
  );
}
