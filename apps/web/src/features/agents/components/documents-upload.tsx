import type { AgentUploadResponse } from '@storefront/contract/agents';
import { useId, useState } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { useAppDispatch } from '../../../shared/lib/hooks';
import { api } from '../../../shared/lib/api';
import { AGENT_TAG } from '../api';
import { useAgentsT } from '../messages';
import { uploadAgentDocument, UploadError } from '../upload';

type Limits = AgentUploadResponse['limits'];

interface Item {
  key: string;
  name: string;
  percent: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  message?: string;
}

/** Picks files and uploads them one by one with a progress bar each; the server judges each file by its bytes. */
export function DocumentsUpload({ requestId, limits, attached }: { requestId: number; limits: Limits; attached: number }) {
  const t = useAgentsT();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const inputId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const busy = items.some((i) => i.state === 'waiting' || i.state === 'uploading');
  const mb = intl.formatNumber(limits.maxBytes / 1024 / 1024);
  const patch = (key: string, change: Partial<Item>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  /** The client's early answer; the server checks size, count and bytes again. */
  const localProblem = (file: File, index: number): string | null => {
    if (file.size > limits.maxBytes) return t('agents.docs.tooBig', { mb });
    if (file.type !== '' && !limits.types.includes(file.type)) return t('agents.docs.badType');
    if (attached + index >= limits.maxCount) return t('agents.docs.tooMany', { count: limits.maxCount });
    return null;
  };

  const onFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const batch = files.map((file, index) => {
      const problem = localProblem(file, index);
      const item: Item = { key: `${Date.now()}-${index}-${file.name}`, name: file.name, percent: 0, state: problem ? 'failed' : 'waiting' };
      if (problem) item.message = problem;
      return { file, item };
    });
    setItems(batch.map((b) => b.item));
    for (const { file, item } of batch) {
      if (item.state === 'failed') continue;
      patch(item.key, { state: 'uploading' });
      try {
        await uploadAgentDocument(requestId, file, (percent) => patch(item.key, { percent }));
        patch(item.key, { state: 'done', percent: 100 });
        dispatch(api.util.invalidateTags([AGENT_TAG]));
      } catch (error) {
        patch(item.key, { state: 'failed', message: error instanceof UploadError ? error.message : String(error) });
      }
    }
  };

  return (
    <div className="agent-upload">
      <p className="seller-field__hint">{t('agents.docs.hint', { mb, count: limits.maxCount })}</p>
      <label htmlFor={inputId} className={`button button--secondary agent-upload__choose${busy ? ' is-disabled' : ''}`}>
        {t('agents.docs.choose')}
      </label>
      <input
        id={inputId}
        className="agent-upload__input"
        type="file"
        multiple
        disabled={busy}
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        onChange={(e) => {
          void onFiles(e.target.files);
          e.target.value = '';
        }}
      />
      {items.length > 0 ? (
        <ul className="stack-list seller-list seller-list--tight agent-upload__items" aria-live="polite">
          {items.map((item) => (
            <li key={item.key} className={`agent-upload__item agent-upload__item--${item.state}`}>
              {item.state === 'failed' ? (
                <span role="alert">{t('agents.docs.failed', { name: item.name, message: item.message ?? '' })}</span>
              ) : item.state === 'done' ? (
                <span>{t('agents.docs.uploaded', { name: item.name })}</span>
              ) : (
                <>
                  <span>{t('agents.docs.uploading', { name: item.name, percent: item.percent })}</span>
                  <progress max={100} value={item.percent} aria-label={t('agents.docs.progress', { name: item.name })} />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
