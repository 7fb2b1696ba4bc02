import type { LandingSummary } from '@storefront/contract/landings';
import { skipToken } from '@reduxjs/toolkit/query';
import { generatePath, Link } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { ScreenState } from '../../shared/commerce/screen-state';
import { useShowcase } from '../../shared/lib/startup';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { LazyImage } from '../../shared/ui/lazy-image';
import { UserText } from '../../shared/ui/user-text';
import { PageLoader } from '../../shared/ui/loader';
import { useShowcaseActionsQuery } from './api';
import { LandingDates } from './landing-dates';
import { LandingsMessages, useLandingsT } from './messages';
import './landings.css';
import { withMessages } from '../../shared/lib/feature-messages';
import { TitledSection } from '../../shared/ui/titled-section';

function LandingTeaser({ landing }: { landing: LandingSummary }) {
  return (
    <li>
      <Link className="landing-card" to={generatePath(paths.action, { actionId: String(landing.id) })}>
        {landing.cover ? (
          <LazyImage className="landing-card__cover" src={landing.cover} alt="" width={1200} height={400} />
        ) : (
          <span className="landing-card__cover landing-card__cover--empty" aria-hidden="true" />
        )}
        <span className="landing-card__body">
          <span className="landing-card__title" dir="auto">
            {landing.title}
          </span>
          <UserText as="span" className="line-clamp landing-card__description" text={landing.description} />
          <LandingDates startsAt={landing.startsAt} endsAt={landing.endsAt} />
        </span>
      </Link>
    </li>
  );
}

function LandingsView() {
  const t = useLandingsT();
  const showcaseId = useShowcase()?.showcaseId;
  const { data, error, refetch } = useShowcaseActionsQuery(showcaseId ?? skipToken);

  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  if (data.length === 0) {
    return (
      <ScreenState title={t('landings.empty.title')} text={t('landings.empty.text')} link={{ to: paths.catalog, label: t('landings.toCatalog') }} />
    );
  }
  return (
    <TitledSection titleId="landings-title" title={t('landings.title')} level={1} className="landings" titleClassName="landings__title">
      <ul className="landings__list">
        {data.map((landing) => (
          <LandingTeaser key={landing.id} landing={landing} />
        ))}
      </ul>
    </TitledSection>
  );
}

/** /actions: the current showcase's public landings. */
export const LandingsPage = withMessages(LandingsMessages, LandingsView);
