import type { SellerShowcaseSettings } from '@storefront/contract/seller';
import { useState, type FormEvent } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useShowcasePeopleMutation } from '../api';
import { useSellerT } from '../messages';
import { Field } from '../../../shared/ui/form-field';

/** Admins (added by ref code; the owner cannot be removed) or bans on this showcase. */
export function PeopleCard({ settings, kind, readOnly }: { settings: SellerShowcaseSettings; kind: 'admins' | 'bans'; readOnly: boolean }) {
  const t = useSellerT();
  const notify = useNotify();
  const [call, { isLoading }] = useShowcasePeopleMutation();
  const [refCode, setRefCode] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const run = async (body: Parameters<typeof call>[0], done?: string) => {
    try {
      await call(body).unwrap();
      setProblem(undefined);
      if (done) notify({ message: done });
      return true;
    } catch (error) {
      setProblem(errorMessageOf(error));
      return false;
    }
  };
  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const ok =
      kind === 'admins'
        ? await run({ method: 'addShowcaseAdmin', ShowcaseID: settings.id, refCode: refCode.trim() }, t('seller.admins.added'))
        : await run({ method: 'banShowcaseUser', ShowcaseID: settings.id, refCode: refCode.trim(), reason }, t('seller.bans.added'));
    if (ok) setRefCode('');
  };
  const people = kind === 'admins' ? settings.admins : settings.bans;
  return (
    <section className="card seller-card" aria-labelledby={`seller-${kind}-title`}>
      <h2 id={`seller-${kind}-title`} className="seller-card__title">
        {t(kind === 'admins' ? 'seller.admins.title' : 'seller.bans.title')}
      </h2>
      {people.length === 0 ? <p className="muted">{t('seller.bans.empty')}</p> : null}
      <ul className="stack-list stack-list--small seller-people">
        {people.map((p) => (
          <li key={p.userId}>
            <span>
              {p.name}{' '}
              <span className="muted" dir="ltr">
                {p.refCode}
              </span>
              {'role' in p && p.role === 'owner' ? <span className="muted"> · {t('seller.role.owner')}</span> : null}
              {'reason' in p && p.reason ? <span className="muted"> · {p.reason}</span> : null}
            </span>
            {'role' in p && p.role === 'owner' ? null : (
              <button
                type="button"
                className="button button--secondary"
                disabled={isLoading || readOnly}
                aria-label={t(kind === 'admins' ? 'seller.admins.removeNamed' : 'seller.bans.removeNamed', { name: p.name })}
                onClick={() =>
                  void run({ method: kind === 'admins' ? 'removeShowcaseAdmin' : 'unbanShowcaseUser', ShowcaseID: settings.id, userId: p.userId })
                }
              >
                {t(kind === 'admins' ? 'seller.admins.remove' : 'seller.bans.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <form className="seller-field" onSubmit={(e) => void onAdd(e)} noValidate>
        <Field label={t('seller.admins.refCode')} value={refCode} onChange={setRefCode} maxLength={32} dir="ltr" error={problem} />
        {kind === 'bans' ? <Field label={t('seller.bans.reason')} value={reason} onChange={setReason} maxLength={300} /> : null}
        <button type="submit" className="button button--primary" disabled={isLoading || readOnly || refCode.trim() === ''}>
          {t(kind === 'admins' ? 'seller.admins.add' : 'seller.bans.add')}
        </button>
      </form>
    </section>
  );
}
