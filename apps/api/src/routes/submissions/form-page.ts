import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ENDPOINTS,
  FORM_LABELS,
  HELP_QUERY_TOPICS,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  PUBLIC_FORMS,
  isIdempotencyKey,
  type FieldErrors,
  type PublicFormName,
} from '@storefront/types/forms';

/**
 * The api's answer to a public form sent by the browser itself (no script on the page yet, or
 * none at all): a small HTML page in the site's design tokens, with the success text and the
 * reference, or the form again with each field's message and what was typed. Everything from the
 * visitor is escaped; nothing runs on the page.
 */

export const isPublicForm = (name: unknown): name is PublicFormName =>
  (PUBLIC_FORMS as readonly unknown[]).includes(name);

/** What the visitor typed, for the form shown again (the CV is a file: never echoed). */
export type TypedValues = Record<string, string>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The fields of a public form as they arrived (set before they are checked). */
    typedValues?: TypedValues;
  }
}

/** A form body (urlencoded, or JSON) as plain text fields; anything else is left out. */
export function typedValuesOf(body: unknown): TypedValues {
  const values: TypedValues = {};
  if (typeof body !== 'object' || body === null) return values;
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') values[key] = value;
  return values;
}

/** Whether the request prefers an HTML page to JSON: a browser's own form submission does. */
export function prefersHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (!accept) return false;
  let html = 0;
  let json = 0;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const weight = Number.isFinite(q) ? q : 0;
    if (type === 'text/html') html = Math.max(html, weight);
    if (type === 'application/json') json = Math.max(json, weight);
  }
  return html > json;
}

/** The site page each form is on: where "Back" goes when the request does not say. */
const FORM_PAGES: Record<PublicFormName, { path: string; title: string }> = {
  newsletter: { path: '/', title: 'Newsletter' },
  help: { path: '/help', title: 'Send us your query' },
  partner: { path: '/join-us', title: 'Apply to join our network' },
  job: { path: '/careers', title: 'Apply for this role' },
};

/**
 * Where "Back to the site" leads: the page the form was sent from when the request names it with
 * an allowed site origin (Referer, then Origin), else the form's page on the first configured site origin.
 */
export function backLink(request: FastifyRequest, name: PublicFormName, siteOrigins: readonly string[]): string {
  return backTo(request, FORM_PAGES[name].path, siteOrigins);
}

/** backLink for any page of the site: the sending page when allowed, else `page` on the request's or the first site origin. */
export function backTo(request: FastifyRequest, page: string, siteOrigins: readonly string[]): string {
  const referer = readUrl(request.headers.referer);
  if (referer && siteOrigins.includes(referer.origin)) {
    // A cross-site Referer is usually the origin alone (strict-origin-when-cross-origin).
    return referer.pathname === '/' && !referer.search
      ? `${referer.origin}${page}`
      : `${referer.origin}${referer.pathname}${referer.search}`;
  }
  const origin = readUrl(request.headers.origin)?.origin;
  if (origin && siteOrigins.includes(origin)) return `${origin}${page}`;
  return `${siteOrigins[0] ?? ''}${page}`;
}

function readUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The Origin of a form post, when present and not one of the site's: such a post is refused. */
export function foreignOrigin(request: FastifyRequest, siteOrigins: readonly string[]): string | undefined {
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  return siteOrigins.includes(origin) ? undefined : origin;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** The site's design tokens (packages/ui), read once; a page without them is still a page. */
let tokens: string | undefined;
function tokensCss(): string {
  if (tokens === undefined) {
    try {
      tokens = readFileSync(new URL('../../../../../packages/ui/src/tokens.css', import.meta.url), 'utf8');
    } catch {
      tokens = '';
    }
  }
  return tokens;
}

const PAGE_CSS = `
main { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
form { display: grid; gap: 1rem; margin-top: 1.5rem; }
.sf-field input, .sf-field select, .sf-field textarea { width: 100%; font: inherit; padding: 0.6rem; border: 1px solid var(--sf-color-border, #ccc); border-radius: 6px; box-sizing: border-box; }
.alert { border-left: 4px solid var(--sf-color-danger, #b00020); padding: 0.75rem 1rem; background: var(--sf-color-surface, #fff); }
.alert:focus { outline: 3px solid var(--sf-color-focus, #1a73e8); outline-offset: 2px; }
.reference { font-size: 1.25rem; font-weight: 700; }
.extra { position: absolute; left: -10000px; top: auto; width: 1px; height: 1px; overflow: hidden; }
`;

function page({ title, body }: { title: string; body: string }): { html: string; csp: string } {
  const css = `${tokensCss()}\n${PAGE_CSS}`;
  const hash = createHash('sha256').update(css, 'utf8').digest('base64');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Brandwala Media</title>
<style>${css}</style>
</head>
<body>
<main class="sf-page">
${body}
</main>
</body>
</html>
`;
  // Nothing runs; the only style is the one above; the form posts back here.
  const csp = `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
  return { html, csp };
}

/**
 * Sends a page as the answer: with its own content policy, and a referrer policy that lets the form
 * sent again from it carry the api's Origin (with helmet's no-referrer a browser sends "null").
 */
export function sendPage(reply: FastifyReply, status: number, { html, csp }: { html: string; csp: string }) {
  return reply
    .code(status)
    .headers({ 'content-security-policy': csp, 'referrer-policy': 'same-origin' })
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The success page: what the api says, the reference, the way back. */
export function successPage(name: PublicFormName, success: string, reference: string, back: string) {
  return page({
    title: 'Thank you',
    body: `<h1>Thank you</h1>
<p role="status">${escapeHtml(success)}</p>
<p>Your reference: <span class="reference">${escapeHtml(reference)}</span></p>
<p><a class="sf-btn" href="${escapeHtml(back)}">Back to the site</a></p>`,
  });
}

/** A refusal that is not about a field (too many requests, a broken upload ...), in words. */
export function problemPage(message: string, back: string, title = 'Your form was not sent') {
  return page({
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p class="alert" role="alert">${escapeHtml(message)}</p>
<p><a class="sf-btn" href="${escapeHtml(back)}">Back to the site</a></p>`,
  });
}

/**
 * A success with no reference (a mail link's page: a newsletter confirmed or left, an address
 * confirmed): JSON to the page's script or a mail program, a page to a browser's own post.
 */
export function sendNotice(request: FastifyRequest, reply: FastifyReply, title: string, success: string) {
  return prefersHtml(request)
    ? sendPage(reply, 200, noticePage(title, success, backTo(request, '/', request.server.siteOrigins)))
    : reply.code(200).send({ success });
}

/** What happened, when there is no reference to give (a new password set). */
export function noticePage(title: string, sentence: string, back: string) {
  return page({
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(sentence)}</p>
<p><a class="sf-btn" href="${escapeHtml(back)}">Back to the site</a></p>`,
  });
}

type Control =
  { kind: 'text' | 'email' | 'tel' | 'textarea' | 'file' | 'hidden' } | { kind: 'select'; options: readonly string[] };

const CONTROLS: { [N in PublicFormName]: Record<keyof (typeof FORM_LABELS)[N], Control> } = {
  newsletter: { email: { kind: 'email' } },
  help: {
    firstName: { kind: 'text' },
    lastName: { kind: 'text' },
    contact: { kind: 'tel' },
    email: { kind: 'email' },
    query: { kind: 'select', options: HELP_QUERY_TOPICS },
    message: { kind: 'textarea' },
  },
  partner: {
    partnerType: { kind: 'hidden' },
    fullName: { kind: 'text' },
    email: { kind: 'email' },
    phone: { kind: 'tel' },
    message: { kind: 'textarea' },
  },
  job: {
    position: { kind: 'hidden' },
    firstName: { kind: 'text' },
    lastName: { kind: 'text' },
    contactNumber: { kind: 'tel' },
    email: { kind: 'email' },
    cv: { kind: 'file' },
  },
};

function field(name: string, label: string, control: Control, value: string, error: string | undefined): string {
  const id = `field-${name}`;
  const e = escapeHtml;
  if (control.kind === 'hidden') return `<input type="hidden" name="${e(name)}" value="${e(value)}">`;
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  let input: string;
  if (control.kind === 'textarea') {
    input = `<textarea id="${id}" name="${e(name)}" rows="5"${described}>${e(value)}</textarea>`;
  } else if (control.kind === 'select') {
    const options = [`<option value="">Select a topic</option>`]
      .concat(control.options.map((o) => `<option value="${e(o)}"${o === value ? ' selected' : ''}>${e(o)}</option>`))
      .join('');
    input = `<select id="${id}" name="${e(name)}"${described}>${options}</select>`;
  } else if (control.kind === 'file') {
    input = `<input id="${id}" type="file" name="${e(name)}" accept=".pdf,.doc,.docx"${described}>`;
  } else {
    input = `<input id="${id}" type="${control.kind}" name="${e(name)}" value="${e(value)}"${described}>`;
  }
  const message = error ? `<p id="${id}-error" class="sf-field__error">${e(error)}</p>` : '';
  return `<div class="sf-field"><label for="${id}">${e(label)}</label>${input}${message}</div>`;
}

/**
 * The honeypot (HONEYPOT_FIELD), as the site's forms carry it (HoneypotField in @storefront/ui):
 * off-screen by the page's CSS (never display:none, which bots skip), out of the accessibility tree
 * and out of the tab order. What came in it goes back in it, and nowhere else on the page: the form
 * sent again is judged as the first was.
 */
function honeypotField(value: string): string {
  const id = `field-${HONEYPOT_FIELD}`;
  return `<div class="extra" aria-hidden="true"><label for="${id}">Leave this field empty</label><input id="${id}" type="text" name="${HONEYPOT_FIELD}" value="${escapeHtml(value)}" tabindex="-1" autocomplete="off"></div>`;
}

/**
 * The form again: a summary of what to fix (focused on load, so it is read first), then every field
 * with its label, what was typed and its message. It posts back to the same endpoint.
 */
export function formAgainPage(
  name: PublicFormName,
  headline: string,
  errors: FieldErrors,
  values: TypedValues,
  back: string,
) {
  const labels = FORM_LABELS[name] as Record<string, string>;
  const controls = CONTROLS[name] as Record<string, Control>;
  const { title } = FORM_PAGES[name];
  const list = Object.entries(errors)
    // Nothing is said of the honeypot, which no person sees.
    .filter(([key]) => key !== '' && key !== HONEYPOT_FIELD)
    .map(([key, message]) => {
      const label = labels[key];
      const visible = label && controls[key]?.kind !== 'hidden';
      return `<li>${visible ? `<a href="#field-${escapeHtml(key)}">${escapeHtml(label)}</a>: ` : label ? `${escapeHtml(label)}: ` : ''}${escapeHtml(message)}</li>`;
    })
    .join('');
  const fields = Object.keys(labels)
    .map((key) => field(key, labels[key] as string, controls[key] as Control, values[key] ?? '', errors[key]))
    .join('\n');
  // Nothing was stored under the key: the form sent again keeps it, so a double tap stores it once.
  const key = values[IDEMPOTENCY_FIELD];
  const keyField = isIdempotencyKey(key) ? `\n${field(IDEMPOTENCY_FIELD, '', { kind: 'hidden' }, key, undefined)}` : '';
  const multipart = 'multipart' in ENDPOINTS[name] ? ' enctype="multipart/form-data"' : '';
  return page({
    title: `Check the form: ${title}`,
    body: `<h1>${escapeHtml(title)}</h1>
<div class="alert" role="alert" tabindex="-1" autofocus>
<p><strong>${escapeHtml(headline)}</strong></p>
${list ? `<ul>${list}</ul>` : ''}
</div>
<form method="post" action="${escapeHtml(ENDPOINTS[name].path)}"${multipart} novalidate>
${fields}
${honeypotField(values[HONEYPOT_FIELD] ?? '')}${keyField}
<button type="submit" class="sf-btn sf-btn--accent">Send again</button>
</form>
<p><a href="${escapeHtml(back)}">Back to the site</a></p>`,
  });
}
