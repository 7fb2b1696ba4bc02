import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { ScreenState } from '../../shared/commerce/screen-state';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { PageLoader } from '../../shared/ui/loader';
import { ServerHtml } from '../../shared/ui/server-html';
import { useStaticPageQuery } from './api';
import { PagesMessages, usePagesT } from './messages';
import './static-page.css';
import { withMessages } from '../../shared/lib/feature-messages';
import { isNotFound } from '../../shared/lib/http-status';

/** contract/pages' staticPageAliasSchema (importing it would pull zod into this chunk). */
const ALIAS = /^[a-z0-9-]{1,64}$/;

function NotFound() {
  const t = usePagesT();
  return <ScreenState title={t('pages.notFound.title')} text={t('pages.notFound.text')} link={{ to: paths.home, label: t('pages.toHome') }} />;
}

function StaticPageView() {
  const { alias = '' } = useParams();
  const valid = ALIAS.test(alias);
  const { currentData: data, error, refetch } = useStaticPageQuery(valid ? alias : skipToken);

  if (!valid || isNotFound(error)) return <NotFound />;
  if (error) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  return (
    <article className="static-page" aria-labelledby="static-page-title">
      {data.groupName ? <p className="static-page__group">{data.groupName}</p> : null}
      <h1 id="static-page-title" className="static-page__title">
        {data.name}
      </h1>
      <ServerHtml className="static-page__body" html={data.body} />
    </article>
  );
}

/** /pages/{alias}: one static page of the showcase, sanitised on the server. */
export const StaticPageScreen = withMessages(PagesMessages, StaticPageView);
