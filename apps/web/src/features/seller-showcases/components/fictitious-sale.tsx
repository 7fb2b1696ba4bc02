import type { FictitiousSale } from '@storefront/contract/bonuses';
import { useState, type FormEvent } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import type { ApiError } from '../../../shared/lib/api-error';
import { ProductPicker, type PickedProduct } from '../../../shared/commerce/product-picker';
import { formatAmount } from '../../../shared/lib/format';
import { errorMessageOf } from '../../../shared/ui/error-fallback';
import { Field } from '../../../shared/ui/form-field';
import { useFictitiousSaleMutation } from '../bonuses-api';
import { useSellerT } from '../messages';
import { parseQuantity } from '../bonus-rules';
import { FormProblem, FormSubmit } from '../../../shared/ui/form-problem';
import { SellerCard } from '../../../shared/ui/seller-card';

interface Line extends PickedProduct {
  quantity: string;
}

/** "What would this sale pay?": products and quantities (and optionally the buyer) → the split along the tree, nothing posted. */
export function FictitiousSaleCard({ showcaseId }: { showcaseId: number }) {
  const t = useSellerT();
  const [lines, setLines] = useState<Line[]>([]);
  const [buyer, setBuyer] = useState('');
  const [problems, setProblems] = useState<{ lines?: string; buyer?: string; form?: string }>({});
  const [calculate, { data, isLoading, reset }] = useFictitiousSaleMutation();

  const change = (next: Line[]) => {
    setLines(next);
    setProblems({});
    reset();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const items = lines.map((l) => ({ ProductId: l.id, Quantity: parseQuantity(l.quantity) }));
    if (items.length === 0) return setProblems({ lines: t('sellerBonuses.sale.error.empty') });
    if (items.some((i) => i.Quantity === null)) return setProblems({ lines: t('sellerBonuses.sale.error.quantity') });
    const code = buyer.trim().toUpperCase();
    try {
      await calculate({
        ShowcaseID: showcaseId,
        items: items.map((i) => ({ ProductId: i.ProductId, Quantity: i.Quantity! })),
        ...(code ? { buyerRefCode: code } : {}),
      }).unwrap();
    } catch (error) {
      const fields = (error as ApiError).fields ?? {};
      setProblems(fields.buyerRefCode ? { buyer: fields.buyerRefCode } : { form: errorMessageOf(error) });
    }
  };

  return (
    <SellerCard titleId="fictitious-title" title={t('sellerBonuses.sale.title')} intro={t('sellerBonuses.sale.intro')}>
      <form className="seller" onSubmit={(e) => void onSubmit(e)} noValidate>
        {lines.length === 0 ? (
          <p className="muted">{t('sellerBonuses.sale.noProducts')}</p>
        ) : (
          <ul className="stack-list stack-list--small seller-people" aria-label={t('sellerBonuses.sale.products')}>
            {lines.map((line, i) => (
              <li key={line.id} className="seller-bonuses__line">
                <span>{line.name}</span>
                <input
                  className="control seller-field__input seller-bonuses__qty"
                  inputMode="numeric"
                  dir="ltr"
                  aria-label={t('sellerBonuses.sale.quantity', { name: line.name })}
                  value={line.quantity}
                  onChange={(e) => change(lines.map((l, j) => (j === i ? { ...l, quantity: e.target.value } : l)))}
                />
                <button
                  type="button"
                  className="chip"
                  aria-label={t('sellerBonuses.sale.remove', { name: line.name })}
                  onClick={() => change(lines.filter((l) => l.id !== line.id))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <FormProblem problem={problems.lines} />
        <ProductPicker
          chosen={lines.map((l) => l.id)}
          label={t('sellerBonuses.sale.search')}
          addLabel={(name) => t('sellerBonuses.sale.add', { name })}
          onAdd={(p) => change([...lines, { ...p, quantity: '1' }])}
        />
        <Field
          label={t('sellerBonuses.sale.buyer')}
          hint={t('sellerBonuses.sale.buyer.hint')}
          value={buyer}
          dir="ltr"
          maxLength={32}
          error={problems.buyer}
          onChange={(v) => {
            setBuyer(v);
            setProblems({});
            reset();
          }}
        />
        <FormSubmit problem={problems.form} busy={isLoading}>
          {t('sellerBonuses.sale.submit')}
        </FormSubmit>
      </form>
      {data ? <SaleResult result={data} /> : null}
    </SellerCard>
  );
}

function SaleResult({ result }: { result: FictitiousSale }) {
  const t = useSellerT();
  const intl = useIntl();
  const n = (v: number) => <span dir="ltr">{formatAmount(v, intl.locale)}</span>;
  return (
    <div className="seller-bonuses__result" aria-live="polite">
      <h3 className="seller-card__title">{t('sellerBonuses.result.title')}</h3>
      <dl className="seller-bonuses__facts">
        <div>
          <dt>{t('sellerBonuses.result.goods')}</dt>
          <dd>{n(result.goodsTotal)}</dd>
        </div>
        <div>
          <dt>{t('sellerBonuses.result.pool')}</dt>
          <dd>{n(result.pool)}</dd>
        </div>
        <div>
          <dt>{t('sellerBonuses.result.owner', { showcase: result.owner.showcaseName, percent: result.owner.percent })}</dt>
          <dd>{n(result.owner.amount)}</dd>
        </div>
        {result.levels.map((level) => (
          <div key={level.level}>
            <dt>
              {t('sellerBonuses.result.level', { level: level.level, percent: level.percent })}
              <span className="seller-showcase__meta">
                {' '}
                · {level.recipient ?? t(level.paid ? 'sellerBonuses.result.hidden' : 'sellerBonuses.result.nobody')}
              </span>
            </dt>
            <dd className={level.paid ? undefined : 'seller-bonuses__unpaid'}>{level.paid ? n(level.amount) : t('sellerBonuses.result.notPaid')}</dd>
          </div>
        ))}
        <div>
          <dt>{t('sellerBonuses.result.cashback', { percent: result.cashback.percent })}</dt>
          <dd>
            {result.cashback.covered
              ? n(result.cashback.amount)
              : t('sellerBonuses.result.fundShort', { fund: formatAmount(result.cashback.fundAvailable, intl.locale) })}
          </dd>
        </div>
      </dl>
      <ul className="stack-list stack-list--small seller-people" aria-label={t('sellerBonuses.result.items')}>
        {result.items.map((item) => (
          <li key={item.ProductId}>
            <span>
              {item.Name} × {item.Quantity}
            </span>
            <span className="seller-showcase__meta">
              {t('sellerBonuses.result.rate', { rate: item.BonusRate })} · {n(item.Bonus)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
