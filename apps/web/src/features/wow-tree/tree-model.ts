import type { WowTreeMember, WowTreeResponse } from '@storefront/contract/wow-tree';

/** A getWowTree answer as a tree: the children of each loaded member, in the answer's order. */
export interface TreePage {
  rootId: number;
  children: Map<number, WowTreeMember[]>;
  /** The deepest level this page carries; members there load their children lazily. */
  lastLevel: number;
}

export function treePage(answer: WowTreeResponse, rootLevel: number): TreePage {
  const children = new Map<number, WowTreeMember[]>();
  for (const member of answer.Members) children.set(member.ParentID, [...(children.get(member.ParentID) ?? []), member]);
  return { rootId: answer.RootID, children, lastLevel: rootLevel + answer.Depth };
}

/** True when the member has children this page does not carry (they come from getWowTree with parentId). */
export function needsLazyChildren(page: TreePage, member: WowTreeMember): boolean {
  return member.ChildrenCount > 0 && member.Level >= page.lastLevel && !page.children.has(member.ID);
}

/** Direct referrals not seen yet: they are highlighted, then marked seen (NewReferals counter). */
export function newReferralIds(answer: WowTreeResponse | undefined): number[] {
  return answer ? answer.Members.filter((m) => m.IsNew).map((m) => m.ID) : [];
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((p) => Array.from(p)[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}
