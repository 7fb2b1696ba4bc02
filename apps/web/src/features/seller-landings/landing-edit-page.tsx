import type { SellerLandingDetail } from '@storefront/contract/seller';
import { useState, type FormEvent } from 'react';
import { generatePath, useNavigate, useParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { useNotify } from '../../shared/lib/use-notify';
import type { ApiError } from '../../shared/lib/api-error';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useAdminLandingQuery, useSaveLandingMutation } from './api';
import { BlockEditor } from './components/block-editor';
import { fromDetail, fromLocalInput, newBlock, toInput, toLocalInput, type EditBlock } from './components/blocks';
import { Check, Field } from '../../shared/ui/form-field';
import { SellerLandingsMessages, useLandingsT } from './messages';
import '../../shared/ui/seller-admin.css';
import { FormSubmit } from '../../shared/ui/form-problem';
import { withMessages } from '../../shared/lib/feature-messages';
import { SellerPage } from '../../shared/ui/seller-page';

function LandingForm({ showcaseId, detail }: { showcaseId: number; detail: SellerLandingDetail | null }) {
  const t = useLandingsT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [save, { isLoading }] = useSaveLandingMutation();
  const [v, setV] = useState({
    title: detail?.title ?? '',
    slug: detail?.slug ?? '',
    description: detail?.description ?? '',
    startsAt: toLocalInput(detail?.startsAt ?? null),
    endsAt: toLocalInput(detail?.endsAt ?? null),
    published: detail?.published ?? false,
  });
  const [blocks, setBlocks] = useState<EditBlock[]>(() => (detail ? fromDetail(detail) : []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: 'title' | 'slug' | 'description' | 'startsAt' | 'endsAt') => (value: string) => setV((p) => ({ ...p, [key]: value }));
  const move = (i: number, delta: -1 | 1) =>
    setBlocks((list) => {
      const next = [...list];
      [next[i], next[i + delta]] = [next[i + delta]!, next[i]!];
      return next;
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { id } = await save({
        ShowcaseID: showcaseId,
        ...(detail ? { id: detail.id } : {}),
        title: v.title,
        slug: v.slug.trim().toLowerCase(),
        description: v.description,
        startsAt: fromLocalInput(v.startsAt),
        endsAt: fromLocalInput(v.endsAt),
        published: v.published,
        blocks: toInput(blocks),
      }).unwrap();
      notify({ message: t('landings.saved') });
      setErrors({});
      if (!detail) void navigate(generatePath(paths.showcaseAction, { id: String(showcaseId), aid: String(id) }), { replace: true });
    } catch (error) {
      const fields = { ...(error as ApiError).fields };
      if (fields.slug === 'taken') fields.slug = t('landings.error.slugTaken');
      if (fields.endsAt) fields.endsAt = t('landings.error.dates');
      setErrors({ ...fields, _: errorMessageOf(error) });
    }
  };

  return (
    <form className="seller" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="card seller-card">
        <Field label={t('landings.field.title')} value={v.title} onChange={set('title')} maxLength={200} error={errors.title} />
        <Field
          label={t('landings.field.slug')}
          value={v.slug}
          onChange={set('slug')}
          maxLength={64}
          dir="ltr"
          error={errors.slug}
          hint={t('landings.field.slug.hint')}
        />
        <Field
          label={t('landings.field.description')}
          value={v.description}
          onChange={set('description')}
          multiline
          maxLength={1000}
          error={errors.description}
        />
        <DateField label={t('landings.field.startsAt')} value={v.startsAt} onChange={set('startsAt')} error={errors.startsAt} />
        <DateField label={t('landings.field.endsAt')} value={v.endsAt} onChange={set('endsAt')} error={errors.endsAt} />
        <Check label={t('landings.field.published')} checked={v.published} onChange={(published) => setV((p) => ({ ...p, published }))} />
      </div>
      <h2 className="seller-card__title">{t('landings.blocks.title')}</h2>
      <ul className="stack-list seller-list">
        {blocks.map((b, i) => (
          <BlockEditor
            key={b.key}
            block={b}
            showcaseId={showcaseId}
            first={i === 0}
            last={i === blocks.length - 1}
            onChange={(nb) => setBlocks((list) => list.map((x) => (x.key === b.key ? nb : x)))}
            onMove={(d) => move(i, d)}
            onRemove={() => setBlocks((list) => list.filter((x) => x.key !== b.key))}
          />
        ))}
      </ul>
      <div className="seller__row">
        <button type="button" className="chip" onClick={() => setBlocks((l) => [...l, newBlock('text')])}>
          {t('landings.blocks.addText')}
        </button>
        <button type="button" className="chip" onClick={() => setBlocks((l) => [...l, newBlock('picture')])}>
          {t('landings.blocks.addPicture')}
        </button>
        <button type="button" className="chip" onClick={() => setBlocks((l) => [...l, newBlock('products')])}>
          {t('landings.blocks.addProducts')}
        </button>
      </div>
      <FormSubmit problem={errors._} busy={isLoading}>
        {t('landings.save')}
      </FormSubmit>
    </form>
  );
}

function DateField({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string | undefined }) {
  return (
    <label className="seller-field">
      <span className="seller-field__label">{label}</span>
      <input
        className="control seller-field__input"
        type="datetime-local"
        dir="ltr"
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <span className="field__problem" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

function EditView() {
  const t = useLandingsT();
  const params = useParams();
  const showcaseId = Number(params.id);
  const landingId = params.aid ? Number(params.aid) : null;
  const { data, error, refetch } = useAdminLandingQuery({ ShowcaseID: showcaseId, id: landingId ?? 0 }, { skip: landingId === null });
  return (
    <SellerPage
      titleId="landing-edit-title"
      title={landingId === null ? t('landings.edit.newTitle') : (data?.title ?? t('landings.edit.title'))}
      back={{ to: generatePath(paths.showcaseActions, { id: String(showcaseId) }), label: t('landings.edit.back') }}
    >
      {error ? <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} /> : null}
      {landingId !== null && !data && !error ? <PageLoader /> : null}
      {landingId === null ? <LandingForm key="new" showcaseId={showcaseId} detail={null} /> : null}
      {data ? <LandingForm key={`${data.id}-${data.updatedAt}`} showcaseId={showcaseId} detail={data} /> : null}
    </SellerPage>
  );
}

/** …/{id}/edit_actions/create_new and …/{id}/edit_actions/{aid}: one landing's form and blocks. */
export const LandingEditPage = withMessages(SellerLandingsMessages, EditView);
