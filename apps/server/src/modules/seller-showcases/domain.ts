import type { Locale } from '@storefront/contract/constants';
import type { DomainVerification, ShowcaseDomainAnswer, showcaseDomainSchema } from '@storefront/contract/seller';
import { DOMAIN_VERIFY_RECORD_PREFIX, DOMAIN_VERIFY_VALUE_PREFIX } from '@storefront/contract/seller-rules';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { txtLookupFailure, type TxtResolver } from '../../lib/dns';
import { checkCustomDomain } from '../../lib/domain';
import type { Showcase } from '../../lib/request-context';
import { showcaseById } from '../showcases/service';
import type { AdminAccess } from './access';
import { domainText } from './domain-texts';
import * as repo from './repository';

/**
 * A showcase's addresses. Aliases are unique across all showcases, deleted ones included.
 * Custom domains (DESIGN §5): a seller names one, then proves owning it with a DNS TXT record the server checks, or
 * an operator approves it. Only then does it open the showcase and count for `rd=1`; a new domain starts over.
 */

export async function assertAliasFree(db: Db, alias: string, exceptShowcaseId?: number): Promise<void> {
  if (await repo.aliasTaken(db, alias, exceptShowcaseId)) throw new AppError('ALIAS_TAKEN', {}, { alias: 'taken' });
}

const recordOf = (domain: string) => `${DOMAIN_VERIFY_RECORD_PREFIX}.${domain}`;
const valueOf = (token: string) => `${DOMAIN_VERIFY_VALUE_PREFIX}${token}`;
const newToken = () => randomBytes(16).toString('hex');

export function domainVerification(s: Showcase): DomainVerification {
  if (!s.domain) return { status: 'none', record: '', value: '', verifiedAt: null, method: null };
  return {
    status: s.domainVerifiedAt ? 'verified' : 'pending',
    record: recordOf(s.domain),
    value: s.domainToken ? valueOf(s.domainToken) : '',
    verifiedAt: s.domainVerifiedAt ? s.domainVerifiedAt.toISOString() : null,
    method: s.domainVerifiedAt ? s.domainVerifiedVia : null,
  };
}

async function answerFor(db: Db, showcaseId: number): Promise<ShowcaseDomainAnswer> {
  const s = await showcaseById(db, showcaseId);
  if (!s) throw new AppError('NOT_FOUND');
  return { alias: s.alias, domain: s.domain ?? '', domainVerification: domainVerification(s) };
}

function allowedDomain(locale: Locale, config: AppConfig, raw: string): string {
  const checked = checkCustomDomain(raw, config.BASE_DOMAIN);
  if ('problem' in checked) throw new AppError('DOMAIN_NOT_ALLOWED', {}, { domain: domainText(locale, checked.problem) });
  return checked.domain;
}

/** Saves alias and domain; a domain other than the current one gets a fresh token and is unverified again. */
export async function saveDomain(
  db: Db,
  config: AppConfig,
  locale: Locale,
  access: AdminAccess,
  v: z.output<typeof showcaseDomainSchema>,
): Promise<ShowcaseDomainAnswer> {
  const id = access.showcase.id;
  await assertAliasFree(db, v.alias, id);
  const domain = v.domain ? allowedDomain(locale, config, v.domain) : null;
  const taken = () => new AppError('DOMAIN_TAKEN', {}, { domain: domainText(locale, 'taken') });
  if (domain && (await repo.domainTaken(db, domain, id))) throw taken();
  try {
    if (domain === access.showcase.domain) await repo.updateShowcase(db, id, repo.aliasAssignment(v.alias));
    else await repo.setDomain(db, id, v.alias, domain, domain ? newToken() : null);
  } catch (err) {
    // Two sellers saving the same domain (or alias) at once: the unique index decides.
    if (domain && isUniqueViolation(err) && (await repo.domainTaken(db, domain, id))) throw taken();
    if (isUniqueViolation(err) && (await repo.aliasTaken(db, v.alias, id))) throw new AppError('ALIAS_TAKEN', {}, { alias: 'taken' });
    throw err;
  }
  return answerFor(db, id);
}

/** «Проверить»: looks the TXT record up now; found with the showcase's value, the domain is verified. */
export async function verifyDomainByDns(db: Db, resolveTxt: TxtResolver, locale: Locale, access: AdminAccess): Promise<ShowcaseDomainAnswer> {
  const s = access.showcase;
  if (!s.domain || !s.domainToken) throw new AppError('CONFLICT', {}, { domain: domainText(locale, 'none') });
  if (s.domainVerifiedAt) return answerFor(db, s.id);
  const record = recordOf(s.domain);
  const value = valueOf(s.domainToken);
  let answers: string[][];
  try {
    answers = await resolveTxt(record);
  } catch (err) {
    if (txtLookupFailure(err) === 'missing') throw new AppError('DOMAIN_NOT_VERIFIED', { record, value });
    throw new AppError('DOMAIN_CHECK_FAILED');
  }
  // A TXT record may come split into several character strings: they form one value.
  if (!answers.some((chunks) => chunks.join('').trim() === value)) throw new AppError('DOMAIN_NOT_VERIFIED', { record, value });
  const marked = await repo.markDomainVerified(
    db,
    s.id,
    { domain: s.domain, token: s.domainToken },
    { via: 'dns', by: access.user.id, reason: null },
  );
  if (!marked) throw new AppError('CONFLICT');
  return answerFor(db, s.id);
}

/** An operator vouches for the domain (checked by other means); the reason is kept with the approval. */
export async function approveDomain(
  db: Db,
  config: AppConfig,
  locale: Locale,
  operatorId: number,
  showcaseId: number,
  reason: string,
): Promise<ShowcaseDomainAnswer> {
  const s = await showcaseById(db, showcaseId);
  if (!s) throw new AppError('NOT_FOUND');
  if (!s.domain) throw new AppError('CONFLICT', {}, { domain: domainText(locale, 'none') });
  // A domain saved before the rules (e.g. under BASE_DOMAIN) stays refused even by an operator.
  allowedDomain(locale, config, s.domain);
  const marked = await repo.markDomainVerified(db, s.id, { domain: s.domain, token: s.domainToken }, { via: 'operator', by: operatorId, reason });
  if (!marked) throw new AppError('CONFLICT');
  return answerFor(db, s.id);
}
