import { Link } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { ScreenState } from '../../shared/commerce/screen-state';
import { ErrorFallback, errorMessageOf } from '../../shared/ui/error-fallback';
import { TreeIcon } from '../../shared/ui/icons';
import { PageLoader } from '../../shared/ui/loader';
import { useWowTreeQuery } from './api';
import { FriendShowcases } from './components/friend-showcases';
import { InviteButton } from './components/invite-button';
import { LevelTotals } from './components/level-totals';
import { MemberList } from './components/member-node';
import { WowTreeMessages, useWowTreeT } from './messages';
import { treePage } from './tree-model';
import { useMarkReferralsSeen } from './use-mark-referrals-seen';
import { useWowTreeMode } from './use-wow-tree-mode';
import './wow-tree.css';

function TreeView({ overview }: { overview: boolean }) {
  const t = useWowTreeT();
  const { data, error, refetch } = useWowTreeQuery(null);
  useMarkReferralsSeen(data);

  if (error && !data) return <ErrorFallback message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <PageLoader />;
  const page = treePage(data, 0);
  const firstLevel = page.children.get(data.RootID) ?? [];
  const newcomers = firstLevel.filter((m) => m.IsNew);
  const title = overview ? t('wowTree.overview.title') : t('wowTree.tree.title');

  return (
    <section className="wow-tree" aria-labelledby="wow-tree-title">
      <header className="wow-tree__header">
        <h1 id="wow-tree-title" className="wow-tree__title">
          {title}
        </h1>
        <p className="muted wow-tree__lead">{t('wowTree.invite.text')}</p>
        <div className="wow-tree__actions">
          <InviteButton />
          {overview ? (
            <Link to={paths.wowTreeTree} className="button button--secondary">
              <TreeIcon size={18} />
              {t('wowTree.openTree')}
            </Link>
          ) : null}
        </div>
      </header>
      {firstLevel.length === 0 ? (
        <ScreenState icon={<TreeIcon size={48} className="screen-state__icon" />} title={t('wowTree.empty.title')} text={t('wowTree.empty.text')} />
      ) : (
        <>
          <LevelTotals levels={data.Levels} />
          {overview && newcomers.length > 0 ? (
            <section aria-labelledby="wow-new-title">
              <h2 id="wow-new-title" className="wow-tree__subtitle">
                {t('wowTree.newReferrals.title')}
              </h2>
              <MemberList page={page} members={newcomers} />
            </section>
          ) : null}
          {overview ? null : <MemberList page={page} members={firstLevel} label={t('wowTree.tree.label')} />}
        </>
      )}
      {overview ? <FriendShowcases /> : null}
    </section>
  );
}

function WowTreeScreen({ overview }: { overview: boolean }) {
  useWowTreeMode();
  return (
    <WowTreeMessages>
      <TreeView overview={overview} />
    </WowTreeMessages>
  );
}

/** /account/profile/wow-tree/tree: the viewer's downline as an expandable tree, totals per level. */
export function WowTreePage() {
  return <WowTreeScreen overview={false} />;
}

/** /account/profile/wow-tree: the network at a glance: totals, newcomers, friends' showcases, the way to the tree. */
export function WowTreeOverviewPage() {
  return <WowTreeScreen overview />;
}
