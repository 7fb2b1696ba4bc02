import { useState } from 'react';
import { generatePath, useParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { useNotify } from '../../shared/lib/use-notify';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { useCategoryEditorQuery, useSetCatalogStateMutation, useUpdateMenuMutation } from './api';
import { SellerCategoriesMessages, useCategoriesT } from './messages';
import { flatten, moveNode, toTree, updateNode, type EditNode } from './tree';
import '../../shared/ui/seller-admin.css';
import './categories.css';
import { withMessages } from '../../shared/lib/feature-messages';
import { SellerPage } from '../../shared/ui/seller-page';

interface RowsProps {
  nodes: EditNode[];
  onChange: (id: number, patch: Partial<EditNode>) => void;
  onMove: (id: number, delta: -1 | 1) => void;
}

function CategoryRows({ nodes, onChange, onMove }: RowsProps) {
  const t = useCategoriesT();
  return (
    <ul className="stack-list seller-list">
      {nodes.map((n, i) => (
        <li key={n.id} className="card seller-card">
          <div className="seller__row" style={{ justifyContent: 'space-between' }}>
            <label className="seller-check">
              <input
                type="checkbox"
                checked={n.visible}
                aria-label={t('categories.visible', { name: n.name })}
                onChange={(e) => onChange(n.id, { visible: e.target.checked })}
              />
              <span>
                {n.name} <span className="muted">· {t('categories.count', { count: n.productCount })}</span>
              </span>
            </label>
            <span className="seller__row">
              <button
                type="button"
                className="chip"
                aria-label={t('categories.up', { name: n.name })}
                disabled={i === 0}
                onClick={() => onMove(n.id, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="chip"
                aria-label={t('categories.down', { name: n.name })}
                disabled={i === nodes.length - 1}
                onClick={() => onMove(n.id, 1)}
              >
                ↓
              </button>
            </span>
          </div>
          <input
            className="control seller-field__input"
            value={n.customName}
            maxLength={100}
            placeholder={n.name}
            aria-label={t('categories.customName', { name: n.name })}
            onChange={(e) => onChange(n.id, { customName: e.target.value })}
          />
          {n.children.length ? <CategoryRows nodes={n.children} onChange={onChange} onMove={onMove} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Editor({ showcaseId, initial }: { showcaseId: number; initial: EditNode[] }) {
  const t = useCategoriesT();
  const notify = useNotify();
  const [tree, setTree] = useState(initial);
  const [setState, s1] = useSetCatalogStateMutation();
  const [updateMenu, s2] = useUpdateMenuMutation();
  const onSave = async () => {
    const flat = flatten(tree);
    try {
      await setState({ ShowcaseID: showcaseId, categories: flat.map((n) => ({ id: n.id, visible: n.visible })) }).unwrap();
      await updateMenu({
        ShowcaseID: showcaseId,
        categories: flat.map((n, position) => ({ id: n.id, position, customName: n.customName.trim() || null })),
      }).unwrap();
      notify({ message: t('categories.saved') });
    } catch (error) {
      notify({ message: errorMessageOf(error), type: 'danger' });
    }
  };
  return (
    <>
      <CategoryRows
        nodes={tree}
        onChange={(id, patch) => setTree((x) => updateNode(x, id, patch))}
        onMove={(id, delta) => setTree((x) => moveNode(x, id, delta))}
      />
      <button type="button" className="button button--primary" disabled={s1.isLoading || s2.isLoading} onClick={() => void onSave()}>
        {t('categories.save')}
      </button>
    </>
  );
}

function CategoriesView() {
  const t = useCategoriesT();
  const showcaseId = Number(useParams().id);
  const { data, error, refetch, fulfilledTimeStamp } = useCategoryEditorQuery(showcaseId, { skip: !(showcaseId > 0) });
  return (
    <SellerPage
      titleId="categories-title"
      title={t('categories.title')}
      back={{ to: generatePath(paths.showcaseEdit, { id: String(showcaseId) }), label: t('categories.back') }}
    >
      <p className="muted">{t('categories.hint')}</p>
      {error ? <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} /> : null}
      {!data && !error ? <PageLoader /> : null}
      {data ? <Editor key={fulfilledTimeStamp} showcaseId={showcaseId} initial={toTree(data.categories)} /> : null}
    </SellerPage>
  );
}

/** /account/profile/showcases/{id}/categories: the network tree with visibility, order and own names. */
export const CategoriesPage = withMessages(SellerCategoriesMessages, CategoriesView);
