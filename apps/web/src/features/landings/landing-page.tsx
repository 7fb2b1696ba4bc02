import type { LandingBlockView } from '@storefront/contract/landings';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { ProductGrid } from '../../shared/commerce/product-card';
import { ScreenState } from '../../shared/commerce/screen-state';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { BackLink } from '../../shared/ui/back-link';
import { LazyImage } from '../../shared/ui/lazy-image';
import { PageLoader } from '../../shared/ui/loader';
import { ServerHtml } from '../../shared/ui/server-html';
import { UserText } from '../../shared/ui/user-text';
import { useActionQuery } from './api';
import { LandingDates } from './landing-dates';
import { LandingShare } from './landing-share';
import { LandingsMessages, useLandingsT } from './messages';
import './landings.css';
import { withMessages } from '../../shared/lib/feature-messages';
import { isNotFound } from '../../shared/lib/http-status';

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

const sameText = (a: string | null | undefined, b: string): boolean => (a ?? '').trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The landing's title is its h1, once. A seller's blocks often repeat it: the cover again as a picture, the title as
 * the picture's caption and as the first text block's heading. Those repeats are dropped here, the content kept.
 */
export function visibleBlocks(landing: { title: string; cover: string | null; blocks: LandingBlockView[] }): LandingBlockView[] {
  return landing.blocks.flatMap((block): LandingBlockView[] => {
    switch (block.type) {
      case 'picture':
        if (landing.cover && block.url === landing.cover) return [];
        return [sameText(block.caption, landing.title) ? { type: 'picture', url: block.url } : block];
      case 'text':
        return [sameText(block.title, landing.title) ? { type: 'text', text: block.text } : block];
      default:
        return [block];
    }
  });
}

function LandingBlock({ block }: { block: LandingBlockView }) {
  const t = useLandingsT();
  switch (block.type) {
    case 'text':
      return (
        <section className="titled-panel landing-block landing-block--text">
          {block.title ? <h2 className="landing-block__title">{block.title}</h2> : null}
          <ServerHtml html={block.text} />
        </section>
      );
    case 'picture':
      return (
        <figure className="landing-block landing-block--picture">
          <LazyImage src={block.url} alt={block.caption ?? ''} width={720} height={405} />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      );
    case 'products':
      return (
        <section className="landing-block landing-block--products">
          <h2 className="landing-block__title">{block.title ?? t('landings.products')}</h2>
          <ProductGrid products={block.products} label={block.title ?? t('landings.products')} />
        </section>
      );
  }
}

function LandingView() {
  const t = useLandingsT();
  const id = parseId(useParams().actionId);
  const { currentData: landing, error, refetch } = useActionQuery(id ?? skipToken);

  if (id === null || isNotFound(error)) {
    return (
      <ScreenState
        title={t('landings.notFound.title')}
        text={t('landings.notFound.text')}
        link={{ to: paths.actions, label: t('landings.toList') }}
      />
    );
  }
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!landing) return <PageLoader />;
  return (
    <article className="landing" aria-labelledby="landing-title">
      <BackLink to={paths.actions}>{t('landings.back')}</BackLink>
      <header className="landing__hero">
        {landing.cover ? <img className="landing-card__cover" src={landing.cover} alt="" width={1200} height={400} /> : null}
        <div className="landing__hero-body">
          <h1 id="landing-title" className="landing__title" dir="auto">
            {landing.title}
          </h1>
          <UserText className="landing__description" text={landing.description} />
          <LandingDates startsAt={landing.startsAt} endsAt={landing.endsAt} />
          <LandingShare landingId={id} title={landing.title} />
        </div>
      </header>
      {visibleBlocks(landing).map((block, index) => (
        <LandingBlock key={index} block={block} />
      ))}
    </article>
  );
}

/** /actions/{actionId}: one public landing with its blocks (text, picture, product picks). */
export const LandingPage = withMessages(LandingsMessages, LandingView);
