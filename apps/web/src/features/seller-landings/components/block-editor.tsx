import { useId } from 'react';
import { useNotify } from '../../../shared/lib/use-notify';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { useUploadPictureMutation } from '../api';
import { useLandingsT } from '../messages';
import type { EditBlock } from './blocks';
import { Field, FieldFrame } from '../../../shared/ui/form-field';
import { ProductPicker } from '../../../shared/commerce/product-picker';

interface BlockEditorProps {
  block: EditBlock;
  showcaseId: number;
  first: boolean;
  last: boolean;
  onChange: (block: EditBlock) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

function PictureInput({ showcaseId, onUploaded }: { showcaseId: number; onUploaded: (mediaId: number, url: string) => void }) {
  const t = useLandingsT();
  const notify = useNotify();
  const id = useId();
  const [upload, { isLoading }] = useUploadPictureMutation();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const r = await upload({ showcaseId, file }).unwrap();
      onUploaded(r.mediaId, r.url);
    } catch (error) {
      notify({ message: errorMessageOf(error), type: 'danger' });
    }
  };
  return (
    <FieldFrame id={id} label={t('landings.block.upload')}>
      <input id={id} type="file" accept="image/png,image/jpeg,image/webp" disabled={isLoading} onChange={(e) => void onFile(e.target.files?.[0])} />
    </FieldFrame>
  );
}

/** One block of a landing: text, picture or product picks, with its own move and delete buttons. */
export function BlockEditor({ block, showcaseId, first, last, onChange, onMove, onRemove }: BlockEditorProps) {
  const t = useLandingsT();
  return (
    <li className="card seller-card" aria-label={t(`landings.block.${block.type}`)}>
      <div className="seller__row" style={{ justifyContent: 'space-between' }}>
        <strong>{t(`landings.block.${block.type}`)}</strong>
        <span className="seller__row">
          <button type="button" className="chip" aria-label={t('landings.block.up')} disabled={first} onClick={() => onMove(-1)}>
            ↑
          </button>
          <button type="button" className="chip" aria-label={t('landings.block.down')} disabled={last} onClick={() => onMove(1)}>
            ↓
          </button>
          <button type="button" className="chip" aria-label={t('landings.block.remove')} onClick={onRemove}>
            ×
          </button>
        </span>
      </div>
      {block.type === 'text' ? (
        <>
          <Field label={t('landings.block.heading')} value={block.title} maxLength={200} onChange={(title) => onChange({ ...block, title })} />
          <Field label={t('landings.block.body')} value={block.text} multiline maxLength={20000} onChange={(text) => onChange({ ...block, text })} />
        </>
      ) : null}
      {block.type === 'picture' ? (
        <>
          {block.url ? <img src={block.url} alt={block.caption} style={{ maxInlineSize: '100%', borderRadius: 12 }} /> : null}
          <PictureInput showcaseId={showcaseId} onUploaded={(mediaId, url) => onChange({ ...block, mediaId, url })} />
          <Field label={t('landings.block.caption')} value={block.caption} maxLength={200} onChange={(caption) => onChange({ ...block, caption })} />
        </>
      ) : null}
      {block.type === 'products' ? (
        <>
          <Field label={t('landings.block.heading')} value={block.title} maxLength={200} onChange={(title) => onChange({ ...block, title })} />
          {block.products.length === 0 ? <p className="muted">{t('landings.block.noProducts')}</p> : null}
          <ul className="stack-list stack-list--small seller-people">
            {block.products.map((p) => (
              <li key={p.id}>
                <span>{p.name}</span>
                <button
                  type="button"
                  className="chip"
                  aria-label={t('landings.block.removeProduct', { name: p.name })}
                  onClick={() => onChange({ ...block, products: block.products.filter((x) => x.id !== p.id) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <ProductPicker
            chosen={block.products.map((p) => p.id)}
            label={t('landings.block.search')}
            addLabel={(name) => t('landings.block.add', { name })}
            onAdd={({ id, name }) => onChange({ ...block, products: [...block.products, { id, name }] })}
          />
        </>
      ) : null}
    </li>
  );
}
