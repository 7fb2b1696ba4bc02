import type { HomeResponse } from '@storefront/contract/catalog';
import { generatePath, Link } from 'react-router';
import { paths } from '../../app/paths';
import { ProductGrid, ProductGridSkeleton } from '../../shared/commerce/product-card';
import { ScreenState } from '../../shared/commerce/screen-state';
import { useShowcase } from '../../shared/lib/startup';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { LazyImage } from '../../shared/ui/lazy-image';
import { useHomeQuery } from './api';
import { HomeMessages, useHomeT } from './home-messages';
import './home.css';

/** Route "/" (index): the showcase's header, its landings teaser and 15 products. */
export function HomeRoute() {
  return (
    <HomeMessages>
      <HomeScreen />
    </HomeMessages>
  );
}

function HomeScreen() {
  const t = useHomeT();
  const showcase = useShowcase();
  const home = useHomeQuery();

  return (
    <div className="home">
      {showcase ? (
        <header className="home__hero">
          <h1 className="home__title">{showcase.showcaseName}</h1>
          {showcase.slogan ? <p className="home__slogan">{showcase.slogan}</p> : null}
        </header>
      ) : null}
      {home.data && home.data.landings.length > 0 ? <LandingsTeaser landings={home.data.landings} /> : null}
      <section aria-labelledby="home-products">
        <h2 id="home-products" className="home__section-title">
          {t('home.products')}
        </h2>
        {home.isLoading ? <ProductGridSkeleton count={6} /> : null}
        {home.error && !home.data ? <ErrorFallback message={errorMessageOf(home.error)} onRetry={() => void home.refetch()} /> : null}
        {home.data && home.data.products.length === 0 ? (
          <ScreenState
            title={t('home.empty.title')}
            text={t('home.empty.text')}
            action={
              <Link className="button button--primary" to={paths.catalog}>
                {t('home.catalog')}
              </Link>
            }
          />
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

function LandingsTeaser({ landings }: { landings: HomeResponse['landings'] }) {
  const t = useHomeT();
  return (
    <section className="home-landings" aria-labelledby="home-landings">
      <div className="home-landings__head">
        <h2 id="home-landings" className="home__section-title">
          {t('home.landings')}
        </h2>
        <Link to={paths.actions}>{t('home.landings.all')}</Link>
      </div>
      <ul className="home-landings__list">
        {landings.map((landing) => (
          <li key={landing.id}>
            <Link className="home-landing" to={generatePath(paths.action, { actionId: String(landing.id) })}>
              {landing.cover ? <LazyImage className="home-landing__cover" src={landing.cover} alt="" width={260} height={140} /> : null}
              <span className="home-landing__title">{landing.title}</span>
              {landing.description ? <span className="home-landing__text">{landing.description}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
