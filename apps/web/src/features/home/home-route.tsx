import { SHOWCASE_STATE } from '@storefront/contract/constants';
import type { HomeResponse } from '@storefront/contract/catalog';
import type { HomeBlock } from '@storefront/contract/startup';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { ProductGrid, ProductGridSkeleton } from '../../shared/commerce/product-card';
import { ScreenState } from '../../shared/commerce/screen-state';
import { useShowcase, type ShowcaseInfo } from '../../shared/lib/startup';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { LazyImage } from '../../shared/ui/lazy-image';
import { useHomeQuery } from './api';
import { HomeMessages, useHomeT } from './home-messages';
import './home.css';
import { withMessages } from '../../shared/lib/feature-messages';

/** Route "/" (index): the showcase's header, its landings teaser and 15 products. */
export const HomeRoute = withMessages(HomeMessages, HomeScreen);

function HomeScreen() {
  const t = useHomeT();
  const showcase = useShowcase();
  const home = useHomeQuery();
  // Known before the home data (inlined in index.html, then startup): the «Лендинги» block keeps its place (CLS).
  const expectedLandings = showcase?.actions_cnt?.cnt ?? showcase?.actionsCount ?? 0;

  if (showcase?.showcaseStateId === SHOWCASE_STATE.landing) return <LandingHome />;

  return (
    <div className="home">
      {showcase ? <HomeHero showcase={showcase} /> : null}
      <HomeBlockView block={showcase?.storefront?.banner} kind="banner" />
      {home.data ? (
        home.data.landings.length > 0 ? (
          <LandingsTeaser landings={home.data.landings} />
        ) : null
      ) : expectedLandings > 0 ? (
        <LandingsTeaserSkeleton count={expectedLandings} />
      ) : null}
      <HomeBlockView block={showcase?.storefront?.promo} kind="promo" />
      <section aria-labelledby="home-products">
        <h2 id="home-products" className="home__section-title">
          {t('home.products')}
        </h2>
        {home.isLoading ? <ProductGridSkeleton count={6} /> : null}
        {home.error && !home.data ? <ErrorFallback message={errorMessageOf(home.error)} onRetry={() => void home.refetch()} /> : null}
        {home.data && home.data.products.length === 0 ? (
          <ScreenState title={t('home.empty.title')} text={t('home.empty.text')} link={{ to: paths.catalog, label: t('home.catalog') }} />
        ) : null}
        {home.data && home.data.products.length > 0 ? (
          <>
            <ProductGrid products={home.data.products} label={t('home.products')} />
            <p className="home__more">
              <Link className="button button--secondary" to={paths.catalog}>
                {t('home.catalog')}
              </Link>
            </p>
          </>
        ) : null}
      </section>
    </div>
  );
}

/** The showcase's name and slogan at the top of the home page. */
function HomeHero({ showcase }: { showcase: ShowcaseInfo }) {
  return (
    <header className="home__hero">
      <h1 className="home__title">{showcase.showcaseName}</h1>
      {showcase.slogan ? <p className="home__slogan">{showcase.slogan}</p> : null}
    </header>
  );
}

/** The seller's home banner or promo block (settings → «Главная»): plain text, never HTML. */
function HomeBlockView({ block, kind }: { block: HomeBlock | null | undefined; kind: 'banner' | 'promo' }) {
  if (!block) return null;
  return (
    <section className={`home-block home-block--${kind}`} aria-label={block.title || undefined}>
      {block.title ? (
        <h2 className="home-block__title" dir="auto">
          {block.title}
        </h2>
      ) : null}
      {block.text ? (
        <p className="home-block__text" dir="auto">
          {block.text}
        </p>
      ) : null}
    </section>
  );
}

/** The «Лендинги» teaser's frame: its title, the link to all landings and the list (`busy` while it is a skeleton). */
function LandingsTeaserFrame({ busy, children }: { busy?: true; children: ReactNode }) {
  const t = useHomeT();
  return (
    <section className="home-landings" aria-labelledby="home-landings" aria-busy={busy}>
      <div className="home-landings__head">
        <h2 id="home-landings" className="home__section-title">
          {t('home.landings')}
        </h2>
        <Link to={paths.actions}>{t('home.landings.all')}</Link>
      </div>
      <ul className="home-landings__list">{children}</ul>
    </section>
  );
}

/** The «Лендинги» block at its final size while its data is on the way. */
function LandingsTeaserSkeleton({ count }: { count: number }) {
  return (
    <LandingsTeaserFrame busy>
      {Array.from({ length: Math.min(count, 2) }, (_, i) => (
        <li key={i}>
          <div className="home-landing home-landing--skeleton">
            <span className="skeleton home-landing__cover" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </div>
        </li>
      ))}
    </LandingsTeaserFrame>
  );
}

/** One landing as a link: a cover (wide in landing mode, a teaser card otherwise), its title and description. */
function LandingCard({ landing, wide = false, priority = false }: { landing: HomeResponse['landings'][number]; wide?: boolean; priority?: boolean }) {
  return (
    <Link className={wide ? 'home-landing home-landing--wide' : 'home-landing'} to={generatePath(paths.action, { actionId: String(landing.id) })}>
      {landing.cover ? (
        <LazyImage
          className="home-landing__cover"
          src={landing.cover}
          alt=""
          width={wide ? 720 : 260}
          height={wide ? 300 : 140}
          priority={priority}
        />
      ) : null}
      <span className="home-landing__title" dir="auto">
        {landing.title}
      </span>
      {landing.description ? <span className="home-landing__text">{landing.description}</span> : null}
    </Link>
  );
}

/** Landing mode (state 1): the showcase's landings are its home page; it has no catalogue of its own. */
function LandingHome() {
  const t = useHomeT();
  const showcase = useShowcase();
  const home = useHomeQuery();
  return (
    <div className="home home--landings">
      {showcase ? <HomeHero showcase={showcase} /> : null}
      <HomeBlockView block={showcase?.storefront?.banner} kind="banner" />
      {home.isLoading ? <ProductGridSkeleton count={2} /> : null}
      {home.error && !home.data ? <ErrorFallback message={errorMessageOf(home.error)} onRetry={() => void home.refetch()} /> : null}
      {home.data && home.data.landings.length === 0 ? (
        <ScreenState title={t('home.landings.none.title')} text={t('home.landings.none.text')} />
      ) : null}
      {home.data && home.data.landings.length > 0 ? (
        <section aria-labelledby="home-landings">
          <h2 id="home-landings" className="home__section-title">
            {t('home.landings')}
          </h2>
          <ul className="home-landings__grid">
            {home.data.landings.map((landing) => (
              <li key={landing.id}>
                <LandingCard landing={landing} wide />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function LandingsTeaser({ landings }: { landings: HomeResponse['landings'] }) {
  return (
    <LandingsTeaserFrame>
      {landings.map((landing, index) => (
        <li key={landing.id}>
          {/* The first cover is the home page's largest paint: it loads at once (Lighthouse LCP). */}
          <LandingCard landing={landing} priority={index === 0} />
        </li>
      ))}
    </LandingsTeaserFrame>
  );
}
