import type { ConsentDocument, ConsentDocumentKind } from '@storefront/contract/consent';
import type { SellerShowcaseSettings } from '@storefront/contract/seller';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import type { ApiError } from '../../../shared/lib/api-error';
import { formatLongDate } from '../../../shared/lib/format';
import { useNotify } from '../../../shared/lib/use-notify';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { usePublishConsentDocumentMutation, useSellerConsentDocumentsQuery } from '../api';
import { useSellerT } from '../messages';
import { FormProblem } from '../../../shared/ui/form-problem';
import { SellerCard } from '../../../shared/ui/seller-card';
import { FieldFrame } from '../../../shared/ui/form-field';

// Types only from the contract (its constants would pull zod into this chunk): the order the card lists the kinds in.
const KIND_ORDER: Record<ConsentDocumentKind, number> = { privacy: 0, order: 1, marketing: 2 };
const KIND_LABEL = {
  privacy: 'seller.consent.kind.privacy',
  order: 'seller.consent.kind.order',
  marketing: 'seller.consent.kind.marketing',
} as const;

/** The seller's title keeps its own direction inside the sentence (a Russian title in Arabic: quotes stay in place). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** A new version of the showcase's own text of one kind; kept as typed when the server refuses it. */
function DocumentEditor({
  showcaseId,
  document,
  onPublished,
  onCancel,
}: {
  showcaseId: number;
  document: ConsentDocument;
  onPublished: (published: ConsentDocument) => void;
  onCancel: () => void;
}) {
  const t = useSellerT();
  const notify = useNotify();
  const id = useId();
  const [publish, { isLoading }] = usePublishConsentDocumentMutation();
  const [title, setTitle] = useState(document.title);
  const [body, setBody] = useState(document.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  const onConfirm = async () => {
    setConfirming(false);
    try {
      const { document: published } = await publish({ id: showcaseId, kind: document.kind, title, body }).unwrap();
      setErrors({});
      notify({ message: t('seller.consent.published', { version: published.version }) });
      onPublished(published);
    } catch (error) {
      const fields = (error as ApiError).fields ?? {};
      setErrors({ ...fields, _: Object.keys(fields).length > 0 ? t('seller.consent.fix') : errorMessageOf(error) });
    }
  };

  const field = (name: 'title' | 'body') => ({
    id: `${id}-${name}`,
    className: 'control seller-field__input',
    dir: 'auto' as const,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [name === 'body' ? `${id}-hint` : null, errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(' ') || undefined,
  });
  const problem = (name: 'title' | 'body') =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field__problem">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      className="seller-consent__editor"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('seller.consent.editor', { kind: t(KIND_LABEL[document.kind]) })}
    >
      <FieldFrame id={`${id}-title`} label={t('seller.consent.docTitle')}>
        <input {...field('title')} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        {problem('title')}
      </FieldFrame>
      <FieldFrame id={`${id}-body`} label={t('seller.consent.body')}>
        <textarea {...field('body')} rows={10} value={body} maxLength={50_000} onChange={(e) => setBody(e.target.value)} />
        {problem('body')}
        <p id={`${id}-hint`} className="seller-field__hint">
          {t(document.kind === 'privacy' ? 'seller.consent.hint.privacy' : 'seller.consent.hint.consent')}
        </p>
      </FieldFrame>
      <FormProblem problem={errors._} />
      <div className="seller__row">
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {t('seller.consent.publish')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={isLoading}>
          {t('seller.consent.cancel')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('seller.consent.confirm.title')}
        acceptLabel={t('seller.consent.publish')}
        cancelLabel={t('seller.consent.confirm.back')}
        onAccept={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t(document.kind === 'privacy' ? 'seller.consent.confirm.privacy' : 'seller.consent.confirm.consent')}</p>
      </ConfirmDialog>
    </form>
  );
}

/** One kind: the text in force (whose, which version, since when), readable, and a new version for the owner. */
function DocumentItem({ showcaseId, document, readOnly }: { showcaseId: number; document: ConsentDocument; readOnly: boolean }) {
  const t = useSellerT();
  const { locale } = useIntl();
  const [editing, setEditing] = useState(false);
  const [published, setPublished] = useState<number | null>(null);
  const own = document.showcaseId !== null;
  const headingId = useId();
  return (
    <li className="seller-consent" aria-labelledby={headingId}>
      <h3 id={headingId} className="seller-consent__kind">
        {t(KIND_LABEL[document.kind])}
      </h3>
      <p className="seller-consent__meta">
        {t(own ? 'seller.consent.own' : 'seller.consent.operator', {
          version: document.version,
          date: formatLongDate(new Date(document.publishedAt), locale),
        })}
      </p>
      {published !== null ? (
        <p className="seller-field__ok" role="status">
          {t(document.kind === 'privacy' ? 'seller.consent.done.privacy' : 'seller.consent.done.consent', { version: published })}
        </p>
      ) : null}
      {editing ? (
        <DocumentEditor
          showcaseId={showcaseId}
          document={document}
          onCancel={() => setEditing(false)}
          onPublished={(doc) => {
            setEditing(false);
            setPublished(doc.version);
          }}
        />
      ) : (
        <>
          <details className="seller-consent__text">
            <summary>{t('seller.consent.read', { title: isolate(document.title) })}</summary>
            <p>{document.body}</p>
          </details>
          {readOnly ? null : (
            <button
              type="button"
              className="button button--secondary seller-consent__write"
              onClick={() => {
                setPublished(null);
                setEditing(true);
              }}
            >
              {t(own ? 'seller.consent.edit' : 'seller.consent.write')}
            </button>
          )}
        </>
      )}
    </li>
  );
}

/** 152-ФЗ: the showcase's privacy policy and consent texts, one per purpose; the operator's until the seller writes its own. */
export function ConsentCard({ settings, readOnly }: { settings: SellerShowcaseSettings; readOnly: boolean }) {
  const t = useSellerT();
  const { data, error, refetch } = useSellerConsentDocumentsQuery(settings.id);
  const docs = data ? [...data.documents].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]) : [];
  return (
    <SellerCard titleId="seller-consents-title" title={t('seller.consent.title')} intro={t('seller.consent.text')} className="seller-consents">
      {error ? (
        <div className="seller__row">
          <p className="field__problem" role="alert">
            {errorMessageOf(error)}
          </p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('seller.consent.retry')}
          </button>
        </div>
      ) : null}
      {docs.length > 0 ? (
        <ul className="seller-consents__list">
          {docs.map((d) => (
            <DocumentItem key={d.kind} showcaseId={settings.id} document={d} readOnly={readOnly} />
          ))}
        </ul>
      ) : null}
    </SellerCard>
  );
}
