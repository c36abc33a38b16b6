import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canaryOf, endCanary, releasesDir } from '@storefront/site/releases';
import type { Role } from '@storefront/types';
import {
  INBOX_PAGE_SIZE,
  STAFF_ENDPOINTS,
  STAFF_ONLY,
  SUBMISSION_KINDS,
  validateForm,
  type AuditReply,
  type Follows,
  type FollowsReply,
  type InboxItemReply,
  type MailsReply,
  type NotifyKind,
  type ReplyMessage,
  type ReplyReply,
  type InboxQuery,
  type InboxReply,
  type EraseReply,
  type EraseRequest,
  type RoleChange,
  type RoleReply,
  releaseStepMinutes,
  type EndCanary,
  type EndCanaryReply,
  type ReleasesQuery,
  type RumQuery,
  type RumReply,
  type StaffEndpointName,
  type StatusChange,
  type StatusReply,
  type TeamReply,
} from '@storefront/types/forms';
import type { InboxFilter, UserRecord } from '../../db/repository';
import { HttpError, requireJson, validationError } from '../../http/errors';
import { newItemMails, replyMail } from '../../mail/messages';
import { inboxCsvLines, inboxItem } from '../../services/inbox';
import { releasesOf } from '../../services/releases';
import type { AppContext } from '../context';
import { SESSION_ENDED, sessionUser } from '../session';

export { STAFF_ONLY };
export const ADMIN_ONLY = 'Only an admin can do this.';
/** The same words as an unknown address: a missing item says nothing about what exists. */
export const NO_ITEM = 'There is nothing at this address.';
const NO_ADDRESS = 'This item has no email address to answer: call or write to the sender yourself.';
/** An item whose personal fields were erased on request: there is no one to write to, and nothing to send. */
export const ERASED_ITEM = 'This item was erased on request: its sender’s details are gone.';
export const STAFF_NOT_ERASED = 'That address is a staff account: take its staff role away first.';
const ADMINS_ON_SERVER = 'Admins are made and unmade on the server (pnpm staff), not here.';

const RANK: Record<Role, number> = { visitor: 0, staff: 1, admin: 2 };
/** An item id as the api makes them; anything else is not looked up at all. */
const ITEM_ID = /^[0-9a-f]{32}$/;

/** What a stored CV kind is served as (the kind comes from the bytes, not from the visitor). */
const CV_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A download's name with nothing a header or a file system could misread: letters, digits, - and _. */
export function safeFileName(base: string, extension: string): string {
  const clean = base
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return `${clean || 'file'}.${extension}`;
}

/** A query string or body checked with the endpoint's schema: the clean data, or a 400. */
function parsed<T>(schema: Parameters<typeof validateForm>[0], values: unknown): T {
  const result = validateForm(schema, values);
  if (!result.ok) throw validationError(result.errors);
  return result.data as T;
}

function filterOf(query: InboxQuery): InboxFilter {
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 3600_000);
  return {
    kind: query.kind,
    status: query.status,
    from: query.from ? new Date(`${query.from}T00:00:00.000Z`) : undefined,
    to: query.to ? dayAfter(query.to) : undefined,
    q: query.q,
    spam: query.spam === 'true',
  };
}

type Handler = (user: UserRecord, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The staff routes (STAFF_ENDPOINTS). Every request reads the token's account and its role now,
 * so a token revoked or a role taken away stops working on the next request. Nothing about an
 * item is read before that check passes.
 */
export async function staffRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { repo, now } = ctx;

  async function allowed(request: FastifyRequest, role: 'staff' | 'admin'): Promise<UserRecord> {
    const user = await sessionUser(ctx, request);
    if (!user) throw new HttpError(401, SESSION_ENDED);
    if (RANK[user.role] < RANK[role]) throw new HttpError(403, role === 'admin' ? ADMIN_ONLY : STAFF_ONLY);
    return user;
  }

  function route(name: StaffEndpointName, handler: Handler): void {
    const endpoint = STAFF_ENDPOINTS[name];
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      // The role is checked before the body is even read.
      onRequest: async (request) => {
        request.staffUser = await allowed(request, endpoint.role);
      },
      ...('request' in endpoint && { preHandler: requireJson }),
      handler: async (request, reply) => {
        // Personal data: never kept by a browser or a proxy.
        reply.header('cache-control', 'no-store');
        return handler(request.staffUser as UserRecord, request, reply);
      },
    });
  }

  /** The item of the address's id; 404 for an id the api never made or an item not there. */
  async function itemOf(request: FastifyRequest) {
    const { id } = request.params as { id?: string };
    const item = id && ITEM_ID.test(id) ? await repo.findItem(id) : null;
    if (!item) throw new HttpError(404, NO_ITEM);
    return item;
  }

  route('inbox', async (_user, request) => {
    const query = parsed<InboxQuery>(STAFF_ENDPOINTS.inbox.query, request.query);
    const [{ rows, total }, counts, mail] = await Promise.all([
      repo.inboxPage(filterOf(query), query.page, INBOX_PAGE_SIZE),
      repo.newCounts(),
      repo.mailHealth(),
    ]);
    const body: InboxReply = {
      items: rows.map(inboxItem),
      total,
      page: query.page,
      pageSize: INBOX_PAGE_SIZE,
      newCounts: Object.fromEntries(
        SUBMISSION_KINDS.map((kind) => [kind, counts[kind] ?? 0]),
      ) as InboxReply['newCounts'],
      mail,
    };
    return body;
  });

  route('inboxCsv', async (_user, request, reply) => {
    const query = parsed<InboxQuery>(STAFF_ENDPOINTS.inboxCsv.query, request.query);
    const name = `inbox-${query.kind ?? 'all'}-${now().toISOString().slice(0, 10)}.csv`;
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`);
    return reply.send(Readable.from(inboxCsvLines(query.kind, repo.eachInboxItem(filterOf(query)))));
  });

  route('item', async (_user, request) => {
    const item = await itemOf(request);
    const { cv, ...fields } = item.data;
    const facts = cv as { originalName?: unknown; kind?: unknown; size?: unknown } | undefined;
    const body: InboxItemReply = {
      item: {
        ...inboxItem(item),
        fields,
        cv:
          item.cvFile && facts
            ? { name: String(facts.originalName ?? ''), type: String(facts.kind ?? ''), size: Number(facts.size ?? 0) }
            : null,
        history: await repo.itemHistory(item.id),
        mails: await repo.itemMails(item.id),
      },
    };
    return body;
  });

  route('reply', async (user, request) => {
    const item = await itemOf(request);
    const { message } = parsed<ReplyMessage>(STAFF_ENDPOINTS.reply.request, request.body);
    const sender = inboxItem(item);
    if (item.erasedAt) throw new HttpError(409, ERASED_ITEM);
    if (item.kind === 'newsletter' || !sender.email) throw new HttpError(409, NO_ADDRESS);
    if (item.spam) throw new HttpError(409, 'This item is marked as spam: mark it not spam before you answer it.');
    const mail = await replyMail(
      ctx.mail.settings,
      { kind: item.kind, reference: item.reference, name: sender.name, email: sender.email },
      { id: user.id, name: user.name, email: user.email },
      message,
      await repo.acknowledgementOf(item.id),
    );
    if (!(await repo.addReply(item.id, mail, user.id, now()))) throw new HttpError(404, NO_ITEM);
    ctx.mail.wake();
    const body: ReplyReply = {
      success: `Your reply to ${sender.name || sender.email} is on its way; it shows under Mails.`,
      status: 'answered',
      history: await repo.itemHistory(item.id),
      mails: await repo.itemMails(item.id),
    };
    return body;
  });

  route('notSpam', async (user, request) => {
    const item = await itemOf(request);
    if (!item.spam) throw new HttpError(409, `${item.reference} is not marked as spam.`);
    if (item.erasedAt) throw new HttpError(409, ERASED_ITEM);
    const kind = item.kind === 'newsletter' ? null : (item.kind as NotifyKind);
    const mails = kind
      ? await newItemMails(
          ctx.mail.settings,
          kind,
          item.data,
          { reference: item.reference, id: item.id },
          await repo.followersOf(kind, typeof item.data.query === 'string' ? item.data.query : undefined),
        )
      : [];
    if (!(await repo.markNotSpam(item.id, mails, user.id, now()))) {
      throw new HttpError(409, `${item.reference} is not marked as spam.`);
    }
    ctx.mail.wake();
    const body: MailsReply = {
      success: mails.length
        ? `${item.reference} is back in the inbox; its notification and acknowledgement are on their way.`
        : `${item.reference} is back in the inbox.`,
      mails: await repo.itemMails(item.id),
    };
    return body;
  });

  route('resendMail', async (user, request) => {
    const { id } = request.params as { id?: string };
    const itemId = id && ITEM_ID.test(id) ? await repo.resendMail(id, user.id, now()) : null;
    if (!itemId)
      throw new HttpError(404, 'There is no failed mail at this address: it may have been sent again already.');
    ctx.mail.wake();
    const body: MailsReply = {
      success: 'The mail is back in the outbox and goes out shortly.',
      mails: await repo.itemMails(itemId),
    };
    return body;
  });

  const followsReply = async (user: UserRecord, success?: string): Promise<FollowsReply> => ({
    ...(await repo.followsOf(user.id, user.role)),
    email: user.email,
    ...(success && { success }),
  });

  route('follows', async (user) => followsReply(user));

  route('setFollows', async (user, request) => {
    const follows = parsed<Follows>(STAFF_ENDPOINTS.setFollows.request, request.body);
    await repo.setFollows(user.id, follows, now());
    return followsReply(
      user,
      follows.kinds.length ? 'Saved: new items of those kinds are mailed to you.' : 'Saved: no item is mailed to you.',
    );
  });

  route('status', async (user, request) => {
    const item = await itemOf(request);
    const change = parsed<StatusChange>(STAFF_ENDPOINTS.status.request, request.body);
    if (!(await repo.setStatus(item.id, change, user.id, now()))) throw new HttpError(404, NO_ITEM);
    const body: StatusReply = {
      success: `${item.reference} is now ${change.status.replace('-', ' ')}.`,
      status: change.status,
      history: await repo.itemHistory(item.id),
    };
    return body;
  });

  route('cv', async (user, request, reply) => {
    const item = await itemOf(request);
    const cv = item.cvFile ? await repo.openItemCv(item.id, user.id, now()) : null;
    if (!cv) throw new HttpError(404, NO_ITEM);
    const original = String((item.data.cv as { originalName?: unknown } | undefined)?.originalName ?? '');
    reply
      .header('content-type', CV_TYPES[cv.kind] ?? 'application/octet-stream')
      .header('content-length', cv.size)
      .header('content-disposition', `attachment; filename="${safeFileName(`${item.reference}-${original}`, cv.kind)}"`)
      .header('x-content-type-options', 'nosniff');
    return reply.send(Readable.from(cv.chunks));
  });

  route('rum', async (_user, request) => {
    const { app, minutes } = parsed<RumQuery>(STAFF_ENDPOINTS.rum.query, request.query);
    const until = now();
    // Whole minutes, as they are kept: this one and the minutes - 1 before it.
    const since = new Date((Math.floor(until.getTime() / 60_000) - minutes + 1) * 60_000);
    const body: RumReply = {
      app,
      since: since.toISOString(),
      until: until.toISOString(),
      releases: await repo.rumByRelease({ app, since }),
    };
    return body;
  });

  route('releases', async (_user, request) => {
    const { minutes } = parsed<ReleasesQuery>(STAFF_ENDPOINTS.releases.query, request.query);
    // As the rum route: whole minutes, this one and the minutes - 1 before it.
    const since = new Date((Math.floor(now().getTime() / 60_000) - minutes + 1) * 60_000);
    const until = new Date(since.getTime() + minutes * 60_000);
    return releasesOf(repo, releasesDir(), { since, until, stepMinutes: releaseStepMinutes(minutes) });
  });

  route('endCanary', async (user, request) => {
    const { app } = parsed<EndCanary>(STAFF_ENDPOINTS.endCanary.request, request.body);
    const root = releasesDir();
    const noCanary = () => new HttpError(404, `${app} has no canary running; nothing was changed.`);
    const canary = canaryOf(root);
    if (canary?.app !== app) throw noCanary();
    const { release } = canary;
    try {
      // Not rollback: ended meanwhile (by the guard), that would walk the live release back instead.
      await endCanary(app, root, { by: `inbox: ${user.email}`, reason: 'Ended by an admin in the inbox' });
    } catch (error) {
      if (error instanceof Error && error.message.includes('no canary running')) throw noCanary();
      throw error;
    }
    await repo.auditCanaryEnd({ app, release, by: user.id, at: now() });
    const body: EndCanaryReply = {
      success: `The ${app} canary ${release} has ended: every visitor gets the live release.`,
      app,
      release,
    };
    return body;
  });

  route('audit', async (_user, request) => {
    const { page } = parsed<{ page: number }>(STAFF_ENDPOINTS.audit.query, request.query);
    const { entries, total } = await repo.auditPage(page, INBOX_PAGE_SIZE);
    const body: AuditReply = { entries, total, page, pageSize: INBOX_PAGE_SIZE };
    return body;
  });

  route('team', async () => {
    const body: TeamReply = {
      members: (await repo.listTeam()).map(({ name, email, role }) => ({ name, email, role })),
    };
    return body;
  });

  route('setRole', async (user, request) => {
    const change = parsed<RoleChange>(STAFF_ENDPOINTS.setRole.request, request.body);
    const target = await repo.findUserByEmail(change.email);
    if (!target) throw new HttpError(404, 'There is no account with that email address. Ask them to sign up first.');
    if (target.role === 'admin') throw new HttpError(403, ADMINS_ON_SERVER);
    const changed = await repo.setRole(target.email, change.role, user.id, now());
    if (!changed) throw new HttpError(404, 'There is no account with that email address.');
    const { name, email, role } = changed.user;
    const body: RoleReply = {
      success: role === 'staff' ? `${name} is now staff.` : `${name} is no longer staff; their sessions have ended.`,
      member: { name, email, role },
    };
    return body;
  });

  // Audited without the data: who, when, how much (db/erasure.ts).
  route('erase', async (user, request) => {
    const { email } = parsed<EraseRequest>(STAFF_ENDPOINTS.erase.request, request.body);
    // The team's own accounts leave the team first: an erasure is for the people the site serves.
    const holder = await repo.findUserByEmail(email);
    if (holder && holder.role !== 'visitor') throw new HttpError(409, STAFF_NOT_ERASED);
    const erased = await repo.erasePerson(email, user.id, now());
    const items = `${erased.items} ${erased.items === 1 ? 'item' : 'items'}`;
    const body: EraseReply = {
      ...erased,
      success:
        erased.account || erased.items
          ? `Erased: ${erased.account ? 'their account and ' : ''}${items} (kept as “erased on request”).`
          : 'Nothing to erase: no account or item has that address.',
    };
    return body;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member the request was allowed for (set by the staff routes' check). */
    staffUser?: UserRecord;
  }
}
