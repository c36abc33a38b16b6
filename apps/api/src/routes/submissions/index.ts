import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { SubmissionKind, SubmissionReply } from '@storefront/types';
import { CV_FIELD, HONEYPOT_FIELD, type NotifyKind } from '@storefront/types/forms';
import { BusyError } from '../../db/repository';
import type { AddedSubmission } from '../../db/submissions';
import { HttpError } from '../../http/errors';
import { newItemMails } from '../../mail/messages';
import { detectFileKind, receiveUpload } from '../../services/uploads';
import type { AppContext } from '../context';
import { askToSubscribe } from '../newsletter';
import { sessionUser } from '../session';
import { checked, endpointRoute } from '../endpoint';
import { handleFormError, htmlFormOf, keepTypedValues, refuseForeignFormPost, requireJsonOrForm } from './browser-post';
import { backLink, sendPage, successPage } from './form-page';
import { REPLAYED_HEADER, idempotencyKeyOf } from './idempotency';

const NOT_A_DOCUMENT =
  'Your CV does not look like a real PDF, DOC or DOCX document; save it in one of those formats and attach it again';

/** The reference, as JSON for the site's script, or as a page for a browser's own post. */
function sendReference(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  success: string,
  reference: string,
) {
  const html = htmlFormOf(request);
  if (html) {
    const page = successPage(html, success, reference, backLink(request, html, request.server.siteOrigins));
    return sendPage(reply, status, page);
  }
  const body: SubmissionReply = { success, reference };
  return reply.code(status).send(body);
}

/** A new address, or one not yet confirmed: the confirmation mail is on its way (docs/product.md#newsletter). */
export const CONFIRM_BY_MAIL = 'Thanks! To finish subscribing, open the link in the mail we have sent you.';
export const ALREADY_SUBSCRIBED = 'You are already subscribed to our newsletter. Thank you!';

/**
 * The sentence a stored form is answered with, from the stored row's data: a repeat of an
 * idempotency key is answered from the first form's row, as the first was.
 */
function successOf(kind: SubmissionKind, data: Record<string, unknown>, reference: string): string {
  const firstName = typeof data.firstName === 'string' ? data.firstName : '';
  switch (kind) {
    case 'newsletter':
      return CONFIRM_BY_MAIL;
    case 'help':
      return `Thanks, ${firstName}! We have your query and will reply soon. Your reference is ${reference}.`;
    case 'partner':
      return `Thanks for applying! Our partner team will contact you soon. Your reference is ${reference}.`;
    case 'enquiry':
      return `Thank you! We have your enquiry and will confirm prices and dates when we reply. Your reference is ${reference}.`;
    case 'job':
      return `Thanks, ${firstName}! We have your application and CV. Your reference is ${reference}.`;
  }
}

/**
 * A stored form's answer: 201 and its sentence; a repeat of a key gets the first answer again (201,
 * the first form's sentence and reference), marked with Idempotent-Replayed.
 */
function sendStored(request: FastifyRequest, reply: FastifyReply, kind: SubmissionKind, added: AddedSubmission) {
  if (added.replayed) reply.header(REPLAYED_HEADER, 'true');
  return sendReference(request, reply, 201, successOf(kind, added.data, added.reference), added.reference);
}

/** Writing an upload to DATA_DIR/incoming failed for want of space: ours, not the visitor's. */
const NO_SPACE = new Set(['ENOSPC', 'EDQUOT']);

/** Multipart parser failures without a status (busboy's own) are a client's broken upload. */
function asClientError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const code = err && typeof err === 'object' && 'code' in err ? String(err.code) : '';
  if (NO_SPACE.has(code))
    return new BusyError(`disk full: no space for an upload in DATA_DIR/incoming (${code})`, { cause: err });
  if (err && typeof err === 'object' && 'statusCode' in err) return err;
  return new HttpError(400, 'The upload could not be read; please send the form again.');
}

/** A link in a message: a visitor's message with SPAM_LINKS of them is taken for spam. */
const LINK = /\bhttps?:\/\/|\bwww\./gi;
export const SPAM_LINKS = 3;

/** Spam (docs/product.md#spam): the honeypot filled in, or a message that is mostly links. */
export function isSpam(honeypot: unknown, data: Record<string, unknown>): boolean {
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return true;
  const message = typeof data.message === 'string' ? data.message : '';
  return (message.match(LINK)?.length ?? 0) >= SPAM_LINKS;
}

interface Upload {
  name: string;
  type: string;
  /** The bytes as received, in a temporary file (removed once stored or refused). */
  path: string;
  size: number;
}

/** A public form also takes a browser's own post (urlencoded; the job's multipart), from the site only. */
const BROWSER_POST = { onRequest: refuseForeignFormPost, preHandler: [requireJsonOrForm, keepTypedValues] };

/**
 * The forms the site sends: the public ones (newsletter, help, partner, job application with its
 * CV streamed to disk), also as a browser posts them without JavaScript, and the cart's enquiry
 * (JSON only). Each is checked with its schema and stored with a reference.
 */
export async function submissionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { repo, now } = ctx;
  // In this context only: the public forms answer a browser's own post with a page, refusals too.
  app.setErrorHandler(handleFormError);

  /**
   * Stores a form under the key it was sent with (if any): once per kind and key. The honeypot is
   * never stored; spam is stored marked and causes no mail. Any other new item queues its
   * notifications and acknowledgement in the same transaction, and the sender is woken.
   */
  async function store(
    kind: SubmissionKind,
    sent: Record<string, unknown>,
    request: FastifyRequest,
    options: { key: string | null; uniqueKey?: string; cv?: { path: string; kind: string; size: number } },
  ) {
    const { [HONEYPOT_FIELD]: honeypot, ...data } = sent;
    // Sent signed in: the account's (My account). A session ended since is no reason to refuse it.
    const userId = (await sessionUser(ctx, request))?.id ?? null;
    const spam = isSpam(honeypot, data);
    const notify = kind !== 'newsletter' && !spam ? (kind as NotifyKind) : null;
    const added = await repo.addSubmission({
      kind,
      receivedAt: now(),
      data,
      cv: options.cv ?? null,
      uniqueKey: options.uniqueKey,
      idempotencyKey: options.key,
      spam,
      userId,
      mails: notify
        ? async (row) =>
            newItemMails(
              ctx.mail.settings,
              notify,
              data,
              row,
              await repo.followersOf(notify, typeof data.query === 'string' ? data.query : undefined),
            )
        : undefined,
    });
    if (added.created && notify) ctx.mail.wake();
    return added;
  }

  // One item per mailbox: a repeat email adds no row. The list itself is the subscription's
  // (routes/newsletter): a new or unconfirmed address is sent the mail to confirm.
  endpointRoute(app, 'newsletter', BROWSER_POST, async ({ email, [HONEYPOT_FIELD]: honeypot }, request, reply) => {
    const added = await store('newsletter', { email, source: 'footer', [HONEYPOT_FIELD]: honeypot }, request, {
      key: idempotencyKeyOf(request),
      uniqueKey: email.toLowerCase(),
    });
    // A bot learns nothing: the usual answer, and no mail.
    if (isSpam(honeypot, {})) return sendStored(request, reply, 'newsletter', added);
    if (added.replayed) {
      // The first answer again; the ask too, only if it never got that far (a crash in between).
      if ((await repo.newsletterStateOf(email)) === null) await askToSubscribe(ctx, email);
      return sendStored(request, reply, 'newsletter', added);
    }
    if ((await askToSubscribe(ctx, email)) === 'confirmed')
      return sendReference(request, reply, 200, ALREADY_SUBSCRIBED, added.reference);
    return sendReference(request, reply, added.created ? 201 : 200, CONFIRM_BY_MAIL, added.reference);
  });

  endpointRoute(app, 'help', BROWSER_POST, async (query, request, reply) =>
    sendStored(request, reply, 'help', await store('help', query, request, { key: idempotencyKeyOf(request) })),
  );

  endpointRoute(app, 'partner', BROWSER_POST, async (application, request, reply) =>
    sendStored(
      request,
      reply,
      'partner',
      await store('partner', application, request, { key: idempotencyKeyOf(request) }),
    ),
  );

  endpointRoute(app, 'enquiry', {}, async (enquiry, request, reply) =>
    sendStored(request, reply, 'enquiry', await store('enquiry', enquiry, request, { key: idempotencyKeyOf(request) })),
  );

  endpointRoute(app, 'job', { onRequest: refuseForeignFormPost }, async (_unread, request, reply) => {
    if (!request.isMultipart()) {
      throw new HttpError(
        415,
        `Send the job application as multipart/form-data, with your CV in the "${CV_FIELD}" field.`,
      );
    }
    // Field values are kept in a prototype-less map: no field name can reach Object.prototype.
    const fields = new Map<string, string>();
    let upload: Upload | null = null;
    let added: AddedSubmission;
    try {
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const file: MultipartFile = part;
            if (file.fieldname !== CV_FIELD)
              throw new HttpError(400, `Attach your CV in the "${CV_FIELD}" field; no other files are accepted.`);
            if (upload) throw new HttpError(400, 'Attach one CV only.');
            // Streamed to disk; the multipart limit stops it at CV_MAX_BYTES (truncated).
            const received = await receiveUpload(ctx.incomingDir, file.file);
            upload = { name: file.filename, type: file.mimetype, ...received };
            if (file.file.truncated) throw new app.multipartErrors.RequestFileTooLargeError();
          } else {
            if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, 'A form field is too long.');
            if (fields.has(part.fieldname)) throw new HttpError(400, 'A form field was sent twice.');
            fields.set(part.fieldname, typeof part.value === 'string' ? part.value : '');
          }
        }
      } catch (err) {
        throw asClientError(err);
      }

      request.typedValues = Object.fromEntries(fields);
      const key = idempotencyKeyOf(request, fields);
      const values = {
        position: fields.get('position'),
        firstName: fields.get('firstName'),
        lastName: fields.get('lastName'),
        contactNumber: fields.get('contactNumber'),
        email: fields.get('email'),
        [HONEYPOT_FIELD]: fields.get(HONEYPOT_FIELD),
        cv: upload ? { name: upload.name, type: upload.type, size: upload.size } : undefined,
      };
      const application = checked('job', values);
      const kind = upload ? await detectFileKind(upload.path) : null;
      if (!upload || !kind) throw new HttpError(415, NOT_A_DOCUMENT, { cv: NOT_A_DOCUMENT });

      const { cv, ...form } = application;
      // The visitor's file name is kept as text only; the CV is stored under a random name. A
      // repeat of the key stores no CV: its upload goes with the temporary file below.
      added = await store(
        'job',
        { ...form, cv: { originalName: cv.name, type: cv.type, size: cv.size, kind } },
        request,
        { key, cv: { path: upload.path, kind, size: upload.size } },
      );
    } finally {
      // Stored or refused, the temporary copy goes before the visitor hears back.
      const leftover: Upload | null = upload;
      if (leftover) await fs.rm(leftover.path, { force: true });
    }
    return sendStored(request, reply, 'job', added);
  });
}
