import type { WowTreeMember } from '@storefront/contract/wow-tree';
import { useId, useState } from 'react';
import { useIntl } from '../../../shared/lib/intl';
import { formatAmount, formatDate } from '../../../shared/lib/format';
import { ChevronIcon } from '../../../shared/ui/icons';
import { Loader } from '../../../shared/ui/loader';
import { useWowTreeQuery } from '../api';
import { useWowTreeT } from '../messages';
import { needsLazyChildren, treePage, type TreePage } from '../tree-model';
import { MemberAvatar } from './member-avatar';

function MemberCard({ member }: { member: WowTreeMember }) {
  const t = useWowTreeT();
  const intl = useIntl();
  return (
    <div className="wow-member__card">
      <MemberAvatar name={member.Name} src={member.Avatar} />
      <div className="wow-member__body">
        <p className="wow-member__name">
          <span dir="auto">{member.Name}</span>
          {member.IsNew ? <span className="wow-member__new">{t('wowTree.member.new')}</span> : null}
        </p>
        <p className="wow-member__meta">
          {t('wowTree.member.level', { level: member.Level })} · {t('wowTree.member.joined', { date: formatDate(new Date(member.JoinedAt)) })}
        </p>
        <p className="wow-member__stats">
          <span>{t('wowTree.member.orders', { count: member.OrdersCount })}</span>
          <span>{t('wowTree.member.bonuses', { amount: formatAmount(member.BonusesBrought, intl.locale) })}</span>
        </p>
        {member.Showcases.length > 0 ? (
          <ul className="wow-member__showcases" aria-label={t('wowTree.member.showcases')}>
            {member.Showcases.map((s) => (
              <li key={s.ID} className="chip">
                {s.Name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** Children a page does not carry: getWowTree with parentId, rendered as their own page. */
function LazyChildren({ parent, groupId }: { parent: WowTreeMember; groupId: string }) {
  const { data, isError, refetch } = useWowTreeQuery(parent.ID);
  if (isError)
    return (
      <button type="button" className="button button--secondary" onClick={() => void refetch()}>
        ↻
      </button>
    );
  if (!data) return <Loader variant="small" />;
  const page = treePage(data, parent.Level);
  return <MemberList id={groupId} page={page} members={page.children.get(parent.ID) ?? []} />;
}

export function MemberNode({ member, page }: { member: WowTreeMember; page: TreePage }) {
  const t = useWowTreeT();
  const groupId = useId();
  const [expanded, setExpanded] = useState(false);
  const lazy = needsLazyChildren(page, member);
  const children = page.children.get(member.ID) ?? [];
  return (
    <li className={`wow-member${member.IsNew ? ' wow-member--new' : ''}`}>
      <MemberCard member={member} />
      {member.ChildrenCount > 0 ? (
        <button
          type="button"
          className="wow-member__toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? groupId : undefined}
          aria-label={t(expanded ? 'wowTree.member.collapse' : 'wowTree.member.expand', { name: member.Name })}
          onClick={() => setExpanded((v) => !v)}
        >
          <ChevronIcon size={16} className="wow-member__chevron" />
          {t('wowTree.member.referrals', { count: member.ChildrenCount })}
        </button>
      ) : null}
      {expanded ? lazy ? <LazyChildren parent={member} groupId={groupId} /> : <MemberList id={groupId} page={page} members={children} /> : null}
    </li>
  );
}

export function MemberList({ id, page, members, label }: { id?: string; page: TreePage; members: WowTreeMember[]; label?: string }) {
  return (
    <ul id={id} className="stack-list stack-list--tight wow-tree__list" aria-label={label}>
      {members.map((m) => (
        <MemberNode key={m.ID} member={m} page={page} />
      ))}
    </ul>
  );
}
