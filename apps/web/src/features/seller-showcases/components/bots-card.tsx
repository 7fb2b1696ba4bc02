import type { ShowcaseBots } from '@storefront/contract/bot';
import { useState, type FormEvent } from 'react';
import { errorTexts } from '../../../shared/lib/api';
import { normaliseError } from '../../../shared/lib/api-error';
import { useNotify } from '../../../shared/lib/use-notify';
import { Check, Field } from '../../../shared/ui/form-field';
import { SellerCard } from '../../../shared/ui/seller-card';
import { StatusPill } from '../../../shared/ui/status-pill';
import {
  useConnectTelegramBotMutation,
  useDisconnectTelegramBotMutation,
  useSaveMaxBotMutation,
  useSetBotNotificationsMutation,
  useShowcaseBotsQuery,
} from '../bots-api';
import { useSellerT } from '../messages';

/** The server's words for a refusal: the field's own message when it names one, else the general one. */
function problemOf(error: unknown, field: string): string {
  const e = normaliseError(error as Parameters<typeof normaliseError>[0], errorTexts());
  return e.fields?.[field] ?? e.message;
}

function TelegramForm({ id, bots }: { id: number; bots: ShowcaseBots }) {
  const t = useSellerT();
  const notify = useNotify();
  const [token, setToken] = useState('');
  const [problem, setProblem] = useState<string>();
  const [connect, { isLoading }] = useConnectTelegramBotMutation();
  const [disconnect, { isLoading: removing }] = useDisconnectTelegramBotMutation();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return setProblem(t('seller.bots.tokenRequired'));
    try {
      const answer = await connect({ id, token: token.trim() }).unwrap();
      setToken('');
      setProblem(undefined);
      notify({ message: t('seller.bots.connected', { username: answer.telegram.username }) });
    } catch (error) {
      setProblem(problemOf(error, 'token'));
    }
  };
  const onRemove = async () => {
    try {
      await disconnect(id).unwrap();
      notify({ message: t('seller.bots.removed') });
    } catch (error) {
      setProblem(problemOf(error, 'token'));
    }
  };
  return (
    <form className="seller-field" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('seller.bots.telegramForm')}>
      <Field
        label={t('seller.bots.telegramToken')}
        value={token}
        onChange={setToken}
        error={problem}
        hint={t('seller.bots.telegramHint')}
        maxLength={130}
        dir="ltr"
      />
      <div className="seller__row">
        <button type="submit" className="button" disabled={isLoading}>
          {t('seller.bots.connect')}
        </button>
        {bots.telegram.source === 'own' ? (
          <button type="button" className="button button--secondary" disabled={removing} onClick={() => void onRemove()}>
            {t('seller.bots.remove')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function MaxForm({ id, bots }: { id: number; bots: ShowcaseBots }) {
  const t = useSellerT();
  const notify = useNotify();
  const [token, setToken] = useState('');
  const [botName, setBotName] = useState(bots.max.botName);
  const [problem, setProblem] = useState<{ token?: string; botName?: string }>({});
  const [save, { isLoading }] = useSaveMaxBotMutation();
  const submit = async (next: { token: string | null; botName: string }) => {
    try {
      await save({ id, settings: next }).unwrap();
      setToken('');
      setProblem({});
      notify({ message: t(next.token === null ? 'seller.bots.maxRemoved' : 'seller.bots.maxSaved') });
    } catch (error) {
      const e = normaliseError(error as Parameters<typeof normaliseError>[0], errorTexts());
      setProblem({ token: e.fields?.token ?? (e.fields?.botName ? undefined : e.message), botName: e.fields?.botName });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return setProblem({ token: t('seller.bots.tokenRequired') });
    void submit({ token: token.trim(), botName: botName.trim() });
  };
  return (
    <form className="seller-field" onSubmit={onSubmit} noValidate aria-label={t('seller.bots.maxForm')}>
      <Field label={t('seller.bots.maxToken')} value={token} onChange={setToken} error={problem.token} maxLength={200} dir="ltr" />
      <Field label={t('seller.bots.maxName')} value={botName} onChange={setBotName} error={problem.botName} maxLength={64} dir="ltr" />
      <div className="seller__row">
        <button type="submit" className="button" disabled={isLoading}>
          {t('seller.bots.maxSave')}
        </button>
        {bots.max.hasToken ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={isLoading}
            onClick={() => void submit({ token: null, botName: botName.trim() })}
          >
            {t('seller.bots.remove')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function telegramStatus(bots: ShowcaseBots): 'own' | 'env' | 'demo' | 'none' {
  return bots.telegram.source ?? 'none';
}

/**
 * The showcase's bots: the owner connects their own Telegram bot (the server checks the token with Telegram and points
 * the bot at the showcase) and the MAX bot; every staff member chooses whether the bots message them the showcase's
 * events (new orders, claims, payouts).
 */
export function BotsCard({ showcaseId, readOnly }: { showcaseId: number; readOnly: boolean }) {
  const t = useSellerT();
  const notify = useNotify();
  const { data: bots } = useShowcaseBotsQuery(showcaseId);
  const [setNotifications, { isLoading: switching }] = useSetBotNotificationsMutation();
  if (!bots) return null;
  const status = telegramStatus(bots);
  const onToggle = async (enabled: boolean) => {
    try {
      await setNotifications({ id: showcaseId, enabled }).unwrap();
      notify({ message: t(enabled ? 'seller.bots.notifyOn' : 'seller.bots.notifyOff') });
    } catch (error) {
      notify({ message: problemOf(error, 'enabled'), type: 'danger' });
    }
  };
  return (
    <SellerCard
      titleId="seller-bots-title"
      title={t('seller.bots.title')}
      aside={<StatusPill tone={status === 'own' || status === 'env' ? 'success' : 'warning'}>{t(`seller.bots.status.${status}`)}</StatusPill>}
    >
      {bots.telegram.username && status !== 'none' ? (
        <p>
          {t('seller.bots.telegramBot', { username: `@${bots.telegram.username}` })}
          {bots.telegram.maskedToken ? (
            <>
              {' · '}
              <span dir="ltr">{bots.telegram.maskedToken}</span>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="muted">{t(`seller.bots.explain.${status}`)}</p>
      {bots.canManage && !readOnly ? <TelegramForm id={showcaseId} bots={bots} /> : null}
      <h3>{t('seller.bots.maxTitle')}</h3>
      <p className="muted">{bots.max.hasToken ? t('seller.bots.maxConnected', { name: bots.max.botName || '—' }) : t('seller.bots.maxNone')}</p>
      {bots.canManage && !readOnly ? <MaxForm id={showcaseId} bots={bots} /> : null}
      {bots.isStaff ? (
        <fieldset className="seller-field" disabled={switching}>
          <Check label={t('seller.bots.notify')} checked={bots.notifyByBot} onChange={(on) => void onToggle(on)} />
          <p className="muted">{t('seller.bots.notifyHint')}</p>
        </fieldset>
      ) : null}
    </SellerCard>
  );
}
